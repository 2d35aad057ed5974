import type { BeforeUpgradeHandler } from '@colyseus/core';
import { roomTargetProblem } from './room-target';

/**
 * A WebSocket joins its room at /<processId>/<roomId>?sessionId=... Colyseus looks that id up in a plain
 * object, so `constructor`, `toString` or `__proto__` there finds a function or the prototype instead of
 * a room, and the join fails with a TypeError logged at error level. Such an upgrade is refused with a
 * 400 before the handshake, with the same rule as the /matchmake guard.
 */
export const refuseBadRoomIds: BeforeUpgradeHandler = (request) => {
  const path = new URL(request.url).pathname;
  const roomId = path.slice(path.lastIndexOf('/') + 1);
  const problem = roomId === '' ? null : roomTargetProblem(roomId);
  return problem === null ? undefined : Response.json({ error: problem }, { status: 400 });
};
