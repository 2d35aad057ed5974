import { WORD_FOLLOWUP_FIELDS, type AdminWordView } from '@bluffle/shared-schema';
import { GLOSS_LANG, wordLangOf } from '../../game/gloss-language';
import { foolRatePercent } from '../../admin/play-filters';
import { useMessages } from '../../state/use-messages';
import { wordStatusText } from '../../wordsmith/word-status';

/** docs/product.md §2 word card, plus what the admin needs to judge a word: follow-up options, source and provenance. */
export function AdminWordCard({ word }: { word: AdminWordView }) {
  const { adminWords: text, wordFacts, wordsmithForm } = useMessages();
  const followups = WORD_FOLLOWUP_FIELDS.filter((field) => word[field]);
  const percent = foolRatePercent(word.plays.foolRate);
  return (
    <article
      className={`admin-word${word.plays.isRetired ? ' admin-word-retired' : ''}`}
      data-testid="admin-word"
      aria-labelledby={`word-${word.id}`}
    >
      <header className="admin-word-header">
        <h3 id={`word-${word.id}`} data-testid="admin-word-text">
          {word.word}
        </h3>
        <span
          className={`truth-badge ${word.isReal ? 'truth-real' : 'truth-fake'}`}
          data-testid="admin-word-truth"
        >
          {word.isReal ? text.truth.real : text.truth.fake}
        </span>
        <span className="admin-chip">
          {wordFacts.difficulties[word.difficulty]}
          {/* A proven word's difficulty is its fool rate's, no longer the author's. */}
          {word.plays.isProven && ` · ${text.gradedFromPlay}`}
        </span>
        {word.plays.isRetired && (
          <span className="status-chip status-retired" data-testid="admin-word-retired">
            {text.retired}
          </span>
        )}
        {/* Only a contributed word's moderation state is news; every other word is approved. */}
        {word.status !== 'approved' && (
          <span className={`status-chip status-${word.status}`} data-testid="admin-word-status">
            {wordStatusText(word.status, word.rejectionReason, wordFacts)}
          </span>
        )}
        <time className="admin-word-date" dateTime={word.createdAt}>
          {new Date(word.createdAt).toLocaleDateString()}
        </time>
      </header>
      <p>
        <strong>{text.definition}</strong> <span lang={GLOSS_LANG}>{word.definition}</span>
      </p>
      <p>
        <strong>{text.usage}</strong> <em lang={wordLangOf(word.language)}>{word.usage}</em>
      </p>
      {word.explanation && (
        <p>
          <strong>{text.explanation}</strong> <span lang={GLOSS_LANG}>{word.explanation}</span>
        </p>
      )}
      <dl className="admin-word-facts">
        <div>
          <dt>{text.category}</dt>
          <dd>{word.category || '—'}</dd>
        </div>
        <div>
          <dt>{text.wordClass}</dt>
          <dd>{wordFacts.wordClasses[word.wordClass]}</dd>
        </div>
        <div>
          <dt>{text.language}</dt>
          <dd>{wordFacts.languageNames[word.language]}</dd>
        </div>
        <div>
          <dt>{text.source}</dt>
          <dd data-testid="admin-word-source">{text.sources[word.source]}</dd>
        </div>
        <div>
          <dt>{text.calls}</dt>
          <dd data-testid="admin-word-calls">{word.plays.calls}</dd>
        </div>
        <div>
          <dt>{text.foolRate}</dt>
          <dd data-testid="admin-word-fool-rate">
            {percent === null ? text.notCalled : text.foolRateValue({ percent })}
          </dd>
        </div>
      </dl>
      {followups.length > 0 && (
        <details className="admin-word-more">
          <summary>{text.followups}</summary>
          <dl>
            {followups.map((field) => (
              <div key={field}>
                <dt>{wordsmithForm.fieldLabels[field]}</dt>
                <dd lang={field.startsWith('definition') ? GLOSS_LANG : wordLangOf(word.language)}>
                  {word[field]}
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {word.provenance && (
        <details className="admin-word-more">
          <summary>{text.provenance}</summary>
          <p data-testid="admin-word-provenance" lang={GLOSS_LANG}>
            {word.provenance}
          </p>
        </details>
      )}
    </article>
  );
}
