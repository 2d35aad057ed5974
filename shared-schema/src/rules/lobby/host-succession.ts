/** What host succession needs to know of a seated player. */
export interface SeniorityPlayer {
  id: string;
  /** When they took their seat, on the room's clock (milliseconds). */
  seatedAt: number;
}

/**
 * Who hosts after `leavingId` leaves (beyond the spec): the longest-seated of the others, so the
 * lobby never sits without someone who can start it. Equal seat times go to the one listed first (the room
 * lists players in the order they sat). Null when nobody is left.
 */
export function nextHost(players: readonly SeniorityPlayer[], leavingId: string): string | null {
  let successor: SeniorityPlayer | null = null;
  for (const player of players) {
    if (player.id === leavingId) {
      continue;
    }
    if (successor === null || player.seatedAt < successor.seatedAt) {
      successor = player;
    }
  }
  return successor?.id ?? null;
}
