import { codeLink } from './code-link';

// A lobby's watch link (The audience): `origin/?watch=CODE` opens the lobby as a watcher, no
// sign-in asked. Read as the join field reads a code, like the players' link (lobby-link.ts).

export const WATCH_QUERY_PARAM = 'watch';

const watchLink = codeLink(WATCH_QUERY_PARAM);

export const watchShareLink = watchLink.shareLink;
/** The code a watch link carries, normalised; null when there is none or it cannot be a code. */
export const watchCodeFromQuery = watchLink.codeFromQuery;
/** The query without the watch link (with its '?', or ''), once the link has been taken up. */
export const searchWithoutWatch = watchLink.searchWithout;
/** The query with the watched lobby's code in it: the address while watching, so a reload watches again. */
export const searchWithWatch = watchLink.searchWith;
