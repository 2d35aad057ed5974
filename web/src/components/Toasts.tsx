import { useStore } from 'zustand';
import { useMessages } from '../state/use-messages';
import { dismissToast, toastStore } from '../state/toast-store';

/** The page's toasts (docs/product.md §8, §9): read aloud as they come; errors as alerts. */
export function Toasts() {
  const { chrome } = useMessages();
  const toasts = useStore(toastStore, (state) => state.toasts);
  return (
    <div className="toasts" aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`toast toast-${toast.kind}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-testid={`toast-${toast.kind}`}
        >
          <p>{toast.message}</p>
          <button
            type="button"
            className="toast-close"
            aria-label={chrome.dismissToast}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
