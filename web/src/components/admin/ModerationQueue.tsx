import { REJECTION_REASON_MAX_LENGTH, type AdminWordView } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { moderation } from '../../app/admin-controller';
import { moderationStore } from '../../admin/moderation-store';
import { AdminWordCard } from './AdminWordCard';

function PendingWord({ word }: { word: AdminWordView }) {
  const reason = useStore(moderationStore, (state) => state.reasons[word.id] ?? '');
  const reviewingId = useStore(moderationStore, (state) => state.reviewingId);
  const isBusy = reviewingId !== null;
  const reasonId = `reject-reason-${word.id}`;
  return (
    <li className="moderation-item" data-testid="pending-word">
      <AdminWordCard word={word} />
      <form
        className="moderation-actions"
        aria-label={`Verdict on ${word.word}`}
        onSubmit={(event) => {
          event.preventDefault();
          void moderation.reject(word.id);
        }}
      >
        <button
          type="button"
          className="button button-success"
          data-testid="approve-word"
          disabled={isBusy}
          onClick={() => void moderation.approve(word.id)}
        >
          Approve
        </button>
        <div className="admin-field">
          <label className="field-label" htmlFor={reasonId}>
            Reason for rejecting (the author reads it)
          </label>
          <input
            id={reasonId}
            className="text-input"
            data-testid="reject-reason"
            value={reason}
            maxLength={REJECTION_REASON_MAX_LENGTH}
            required
            onChange={(event) => moderation.setReason(word.id, event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="button button-ghost"
          data-testid="reject-word"
          disabled={isBusy || reason.trim() === ''}
        >
          Reject
        </button>
      </form>
    </li>
  );
}

/** Content moderation (spec §6 admin rights; issue 8): contributed words wait here for approval or rejection. */
export function ModerationQueue() {
  const words = useStore(moderationStore, (state) => state.words);
  const total = useStore(moderationStore, (state) => state.total);
  const status = useStore(moderationStore, (state) => state.status);

  return (
    <section className="admin-section" aria-labelledby="moderation-title" data-testid="moderation-section">
      <div className="admin-header">
        <h2 id="moderation-title">
          Words waiting for review <span data-testid="pending-count">({total})</span>
        </h2>
        <button
          type="button"
          className="button button-ghost"
          data-testid="moderation-refresh"
          disabled={status === 'loading'}
          onClick={() => void moderation.load()}
        >
          Refresh
        </button>
      </div>
      <p className="admin-note">
        Wordsmiths&apos; words are playable in their own sessions at once; they join the public word pool only
        once approved. A rejected word&apos;s author sees your reason in My Bluffles.
      </p>
      {status === 'loading' && words.length === 0 && <p role="status">Loading the queue…</p>}
      {status === 'loaded' && words.length === 0 && (
        <p data-testid="moderation-empty">No words are waiting for review.</p>
      )}
      <ul className="moderation-list">
        {words.map((word) => (
          <PendingWord key={word.id} word={word} />
        ))}
      </ul>
    </section>
  );
}
