import { matchMaker, type Presence } from '@colyseus/core';

// With several processes on Redis (docs/design.md decision 7), the process asked for a new room picks where it
// opens from Colyseus's registry of processes and their room counts, the fewest rooms first. A draining process
// cannot leave that registry: it writes its count back whenever a player of a game in play joins or leaves. So
// it is marked draining in presence, and every process's choice passes it over while another process is open.

/** The presence key that marks one process as draining. */
export function drainingMarkKey(processId: string): string {
  return `bluffle:draining:${processId}`;
}

/** How long a mark lasts past the drain's limit: the process has exited by then, so nothing needs it. */
const MARK_MARGIN_SECONDS = 60;

/** Marks this process draining, for as long as its drain may last (SHUTDOWN_DRAIN_SECONDS). */
export async function markThisProcessDraining(drainLimitSeconds: number): Promise<void> {
  await matchMaker.presence.setex(
    drainingMarkKey(matchMaker.processId),
    '1',
    drainLimitSeconds + MARK_MARGIN_SECONDS,
  );
}

export interface ProcessLoad {
  processId: string;
  roomCount: number;
}

/**
 * The process to open a room on: the open one with the fewest rooms, as Colyseus picks by default, this one on a
 * tie (its own count is current, the others' are written at most once a second, and its room needs no call
 * through Redis). When every process drains, this one, which refuses the room itself with server-draining.
 */
export function chooseProcess(
  processes: ProcessLoad[],
  isDraining: boolean[],
  thisProcessId: string,
): string {
  const open = processes.filter((_, index) => !isDraining[index]);
  const isThis = (load: ProcessLoad) => (load.processId === thisProcessId ? 0 : 1);
  const leastBusy = open.sort(
    (first, second) => first.roomCount - second.roomCount || isThis(first) - isThis(second),
  )[0];
  return leastBusy?.processId ?? thisProcessId;
}

/** Colyseus's selectProcessIdToCreateRoom: every registered process but the draining ones. */
export async function selectProcessSkippingDraining(): Promise<string> {
  const presence: Presence = matchMaker.presence;
  const processes = await matchMaker.stats.fetchAll();
  const isDraining = await Promise.all(
    processes.map(({ processId }) => presence.exists(drainingMarkKey(processId))),
  );
  return chooseProcess(processes, isDraining, matchMaker.processId);
}
