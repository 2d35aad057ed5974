import { useMessages } from '../state/use-messages';

/** A loading state; without a message of its own, 'Shuffling the dictionary…'. */
export function LoadingScreen({ message }: { message?: string }) {
  const { chrome } = useMessages();
  return (
    <section className="loading-screen" data-testid="loading-screen" role="status" aria-live="polite">
      <div className="loading-spinner" aria-hidden="true" />
      <p>{message ?? chrome.shufflingDictionary}</p>
    </section>
  );
}
