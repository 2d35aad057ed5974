// The embedded driver's case-insensitive e-mail key. JavaScript's toLowerCase (not SQLite's ASCII-only
// lower()) so an address with non-ASCII capitals matches whichever way it was typed.
export function emailKey(email: string | null | undefined): string | null {
  return email ? email.toLowerCase() : null;
}
