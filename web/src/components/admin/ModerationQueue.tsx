import { REJECTION_REASON_MAX_LENGTH, type AdminWordView } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { moderation } from '../../controllers/admin-controller';
import { useMessages } from '../../state/use-messages';
import { moderationStore } from '../../admin/moderation-store';
import { AdminWordCard } from './AdminWordCard';

function PendingWord({ word }: { word: AdminWordView }) {
  const reason = useStore(moderationStore, (state) => state.reasons[word.id] ?? '');
  const reviewingId = useStore(moderationStore, (state) => state.reviewingId);
  const isBusy = reviewingId !== null;
  const reasonId = `reject-reason-${word.id}`;
  const { admin } = useMessages();
  return (
    <li className="moderation-item" data-testid="pending-word">
      <AdminWordCard word={word} />
      <form
        className="moderation-actions"
        aria-label={admin.verdictLabel({ word: word.word })}
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
          {admin.approve}
        </button>
        <div className="admin-field">
          <label className="field-label" htmlFor={reasonId}>
            {admin.reasonLabel}
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
          {admin.reject}
        </button>
      </form>
    </li>
  );
}

/** Content moderation (docs/product.md §6 admin rights): contributed words wait here for approval or rejection. */
export function ModerationQueue() {
  const words = useStore(moderationStore, (state) => state.words);
  const total = useStore(moderationStore, (state) => state.total);
  const status = useStore(moderationStore, (state) => state.status);
  const { admin } = useMessages();

  return (
    <section className="admin-section" aria-labelledby="moderation-title" data-testid="moderation-section">
      <div className="admin-header">
        <h2 id="moderation-title">
          {admin.moderationTitle} <span data-testid="pending-count">({total})</span>
        </h2>
        <button
          type="button"
          className="button button-ghost"
          data-testid="moderation-refresh"
          disabled={status === 'loading'}
          onClick={() => void moderation.load()}
        >
          {admin.refresh}
        </button>
      </div>
      <p className="admin-note">{admin.moderationNote}</p>
      {status === 'loading' && words.length === 0 && <p role="status">{admin.loadingQueue}</p>}
      {status === 'loaded' && words.length === 0 && <p data-testid="moderation-empty">{admin.queueEmpty}</p>}
      <ul className="moderation-list">
        {words.map((word) => (
          <PendingWord key={word.id} word={word} />
        ))}
      </ul>
    </section>
  );
}
