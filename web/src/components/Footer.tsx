export function Footer() {
  return (
    <footer className="footer" data-testid="footer">
      © {new Date().getFullYear()} Bluffle · Real word or bluff?
    </footer>
  );
}
