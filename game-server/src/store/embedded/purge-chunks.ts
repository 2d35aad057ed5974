/**
 * The most rows one purge statement deletes (expired sign-in sessions, abandoned games). A purge runs hourly
 * and finds as many rows as an hour's players left behind, which at a thousand lobbies is thousands: one
 * synchronous DELETE of them all held the event loop (and every room's answers) for as long as it took. A
 * row with its index entries costs some tens of microseconds, so a statement of this many is a few
 * milliseconds, and the loop is handed back between two.
 */
export const PURGE_ROWS_PER_STATEMENT = 250;
