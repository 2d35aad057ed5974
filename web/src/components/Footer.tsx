import { useMessages } from '../state/use-messages';

export function Footer() {
  const { chrome } = useMessages();
  return (
    <footer className="footer" data-testid="footer">
      {chrome.footer({ year: new Date().getFullYear() })}
    </footer>
  );
}
