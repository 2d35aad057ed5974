export function LoadingScreen({ message = 'Shuffling the dictionary…' }: { message?: string }) {
  return (
    <section className="loading-screen" data-testid="loading-screen" role="status" aria-live="polite">
      <div className="loading-spinner" aria-hidden="true" />
      <p>{message}</p>
    </section>
  );
}
