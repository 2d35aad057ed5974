import type { ContributedWordView } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';
import { contributedWordPlays } from '../../wordsmith/fool-rate';
import { wordStatusText } from '../../wordsmith/word-status';
import { TruthBadge } from './TruthBadge';

/** 'My words': each contributed word with its review state, plays and fool rate. */
export function ContributedWords({ words }: { words: readonly ContributedWordView[] }) {
  const { wordsmithSessions: text, wordFacts } = useMessages();
  return (
    <section aria-labelledby="my-words-title" data-testid="my-words">
      <h3 id="my-words-title">{text.myWordsTitle}</h3>
      {words.length === 0 ? (
        <p className="wordsmith-hint">{text.myWordsEmpty}</p>
      ) : (
        <ul className="my-words">
          {words.map((word) => (
            <li key={word.id} className="bluffle-card" data-testid="my-word">
              <header className="bluffle-card-header">
                <strong data-testid="my-word-text">{word.word}</strong>
                <TruthBadge isReal={word.isReal} />
                <span className={`status-chip status-${word.status}`} data-testid="my-word-status">
                  {wordStatusText(word.status, word.rejectionReason, wordFacts)}
                </span>
              </header>
              <p className="muted">
                {wordFacts.wordClasses[word.wordClass]} · {wordFacts.difficulties[word.difficulty]} ·{' '}
                {wordFacts.languageNames[word.language]}
              </p>
              <p data-testid="my-word-plays" title={text.foolRateTitle({ isReal: word.isReal })}>
                {contributedWordPlays(word, text)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
