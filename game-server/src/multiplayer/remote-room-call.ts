import { matchMaker } from '@colyseus/core';

/**
 * How long a call to a room in another process may take to answer, unless the caller says (a held poll waits
 * longer). Colyseus's default of 2 s failed a REST answer with a 500 on a loaded machine (two server processes
 * beside the test lanes, on two cores): the room's process was slow, not gone. A process that is gone is found
 * by lobby-room-port.ts's move wait after this: a lobby is claimed elsewhere about 4 s after its process dies
 * (lobby-resume.ts), so that wait then finds it at once.
 */
export const ROOM_CALL_TIMEOUT_MS = 5000;

/**
 * A REST call whose room is alive elsewhere but did not answer in time is refused with lobby-busy (503): its
 * player asks again after this long. A second is what a loaded process needs to catch up, and a poller waits
 * about that long between polls anyway.
 */
export const LOBBY_BUSY_RETRY_AFTER_SECONDS = 1;

/** Calls `method` on the room `code` wherever it runs, through the presence (Redis). */
export function callRemoteRoom<Result>(
  code: string,
  method: string,
  args: unknown[],
  timeoutMs: number = ROOM_CALL_TIMEOUT_MS,
): Promise<Result> {
  return matchMaker.remoteRoomCall(code, method, args, timeoutMs);
}
