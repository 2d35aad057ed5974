import type { AdminWordView } from '@bluffle/shared-schema';
import { wordStatusText } from '../../wordsmith/word-status';
import { ADMIN_LANGUAGE_LABELS } from './language-labels';

/** The follow-up options of a word (spec §3), labelled as the word tools name them. */
const FOLLOWUP_LABELS = [
  ['definitionCorrect', 'Correct definition'],
  ['definitionFake1', 'Fake definition 1'],
  ['definitionFake2', 'Fake definition 2'],
  ['definitionFake3', 'Fake definition 3'],
  ['wordsReal', 'Real word'],
  ['wordsFake1', 'Fake word 1'],
  ['wordsFake2', 'Fake word 2'],
  ['wordsFake3', 'Fake word 3'],
] as const;

/** spec §2 word card, plus what the admin needs to judge a word: follow-up options, source and provenance. */
export function AdminWordCard({ word }: { word: AdminWordView }) {
  const followups = FOLLOWUP_LABELS.filter(([field]) => word[field]);
  return (
    <article className="admin-word" data-testid="admin-word" aria-labelledby={`word-${word.id}`}>
      <header className="admin-word-header">
        <h3 id={`word-${word.id}`} data-testid="admin-word-text">
          {word.word}
        </h3>
        <span
          className={`truth-badge ${word.isReal ? 'truth-real' : 'truth-fake'}`}
          data-testid="admin-word-truth"
        >
          {word.isReal ? 'Real' : 'Fake'}
        </span>
        <span className="admin-chip">{word.difficulty}</span>
        {/* Only a contributed word's moderation state is news; every other word is approved. */}
        {word.status !== 'approved' && (
          <span className={`status-chip status-${word.status}`} data-testid="admin-word-status">
            {wordStatusText(word.status, word.rejectionReason)}
          </span>
        )}
        <time className="admin-word-date" dateTime={word.createdAt}>
          {new Date(word.createdAt).toLocaleDateString()}
        </time>
      </header>
      <p>
        <strong>Definition:</strong> {word.definition}
      </p>
      <p>
        <strong>Usage:</strong> <em>{word.usage}</em>
      </p>
      {word.explanation && (
        <p>
          <strong>Explanation:</strong> {word.explanation}
        </p>
      )}
      <dl className="admin-word-facts">
        <div>
          <dt>Category</dt>
          <dd>{word.category || '—'}</dd>
        </div>
        <div>
          <dt>Class</dt>
          <dd>{word.wordClass}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{ADMIN_LANGUAGE_LABELS[word.language]}</dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd data-testid="admin-word-source">{word.source}</dd>
        </div>
      </dl>
      {followups.length > 0 && (
        <details className="admin-word-more">
          <summary>Follow-up options</summary>
          <dl>
            {followups.map(([field, label]) => (
              <div key={field}>
                <dt>{label}</dt>
                <dd>{word[field]}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {word.provenance && (
        <details className="admin-word-more">
          <summary>How it was made</summary>
          <p data-testid="admin-word-provenance">{word.provenance}</p>
        </details>
      )}
    </article>
  );
}
