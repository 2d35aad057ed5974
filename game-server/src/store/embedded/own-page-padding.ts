/**
 * The least size of a stored session document, in bytes of UTF-8: with the row's other columns, more than half
 * of one of SQLite's 4 KiB pages, so no two sessions share a page.
 */
export const OWN_PAGE_DOCUMENT_BYTES = 2048;

/**
 * Pads a session's JSON document with trailing spaces (JSON.parse and SQLite's JSON functions ignore them) to
 * OWN_PAGE_DOCUMENT_BYTES. A game's document grows with every call (an answer adds about 1 kB to the first
 * and a few hundred bytes to the next), and sessions created one after another fill their pages, so nearly
 * every answer grew a row out of a full page: SQLite split the page, wrote three or more pages to the WAL
 * for the background checkpoint to copy, and grew the file. A row with its page to itself grows in place
 * until about 4 kB, so an answer writes one page. Completed games took about a page each already.
 */
export function paddedToOwnPage(json: string): string {
  const bytes = Buffer.byteLength(json);
  return bytes >= OWN_PAGE_DOCUMENT_BYTES ? json : json + ' '.repeat(OWN_PAGE_DOCUMENT_BYTES - bytes);
}
