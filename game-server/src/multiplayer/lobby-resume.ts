import { LOBBY_ROOM_NAME, resumedLobbyGame, type LobbyGame } from '@bluffle/shared-schema';
import { matchMaker } from '@colyseus/core';
import type { Clock } from '../clock';
import type { StoredWord } from '../domain/word';
import type { Logger } from '../logging/logger';
import type { OrphanLobby } from '../store/lobby-snapshots';
import type { LobbySaving } from './lobby-snapshot-saver';

// How a lobby outlives its process (docs/architecture.md, How a lobby survives its process): every process
// beats; the lobbies of a process that stopped beating are claimed, one process each, and opened again under
// the same code from their last save.

/** How often a process says it is alive. */
export const HEARTBEAT_EVERY_MS = 1000;
/**
 * How long after its last heartbeat a process counts as gone (on Redis, its presence key's time to live):
 * three beats, so one slow beat (a busy event loop, a garbage collection) does not lose a live process its
 * lobbies.
 */
export const PRESENCE_TTL_MS = 3000;
/**
 * A gap between two heartbeats this long (half a beat short of the presence's life, for a slow write) may have
 * let the presence lapse, and another process take this one's lobbies over.
 */
const LAPSE_SUSPECTED_AFTER_MS = PRESENCE_TTL_MS - HEARTBEAT_EVERY_MS / 2;
/** How often a process on Redis looks for lobbies whose process is gone. */
const ORPHAN_SCAN_EVERY_MS = 1000;
/**
 * How long a dead process may have kept running, its players' countdowns with it, after the last moment it
 * is known to have lived: until its next heartbeat would have come, and a margin for a late timer. The
 * resumed round is moved on by the downtime less this (lobby-resume.ts in shared-schema), so it never has
 * more time left than its players saw.
 */
export const UNSEEN_ALIVE_MS = HEARTBEAT_EVERY_MS + 500;
/**
 * After a resume on Redis, the room's listing is written again if it went missing: a process that found the
 * dead one unanswering (a join's seat reservation times out after 2 s) removes every listing that still named
 * the dead process, which can race with the resumed room's own write of the same code.
 */
const RELIST_AFTER_MS = 5000;

/** A lobby being resumed, handed to its new room's onCreate. */
export type ResumingLobby = OrphanLobby;

/**
 * Hands a lobby to the room being created for it, and to no other. Colyseus runs a new room's onCreate
 * synchronously inside handleCreateRoom, so the lobby is on offer only for that call: a client's own create
 * (whose options are whatever the client sent) never sees it, and no join or create option can ask for one.
 */
export class LobbyResumeHandoff {
  private offered: ResumingLobby | undefined;

  /** Calls `create` with the lobby on offer; whatever `create` did not take is withdrawn when it returns. */
  offerDuring<T>(lobby: ResumingLobby, create: () => T): T {
    this.offered = lobby;
    try {
      return create();
    } finally {
      this.offered = undefined;
    }
  }

  /** The lobby on offer to the room being created now, if any; the room must take it before its first await. */
  take(): ResumingLobby | undefined {
    const lobby = this.offered;
    this.offered = undefined;
    return lobby;
  }
}

/** The resumed lobby's game as it goes on from `nowMs` (server clock). */
export function gameOfResumedLobby(lobby: ResumingLobby, nowMs: number): LobbyGame<StoredWord> {
  return resumedLobbyGame(lobby.saved.game, {
    lastAliveAtMs: lobby.lastAliveAtMs,
    resumeAtMs: nowMs,
    unseenAliveMs: UNSEEN_ALIVE_MS,
  });
}

export interface LobbyResumeDeps {
  saving: LobbySaving;
  handoff: LobbyResumeHandoff;
  clock: Clock;
  logger: Logger;
  /**
   * Whether other processes share the lobbies (Redis): then this one looks for orphans all along. Alone, only
   * at start: every lobby left from before is an orphan then, and none can appear later.
   */
  isShared: boolean;
  /** A stopping process resumes nothing. */
  isDraining(): boolean;
}

export interface RunningLobbyResume {
  stop(): Promise<void>;
}

/** Beats, resumes the orphans found now, and (shared) keeps looking for more until stopped. */
export async function startLobbyResume(deps: LobbyResumeDeps): Promise<RunningLobbyResume> {
  const { saving, clock, logger } = deps;
  let lastBeatAtMs = clock.now();
  const beat = async () => {
    const nowMs = clock.now();
    // Frozen long enough for the presence to lapse (a stalled machine): another process may have resumed
    // this one's lobbies meanwhile, and their rooms here must learn it now rather than at their next change.
    const mayHaveLapsed = nowMs - lastBeatAtMs >= LAPSE_SUSPECTED_AFTER_MS;
    lastBeatAtMs = nowMs;
    await saving.snapshots.beat(saving.ownerId, nowMs);
    if (mayHaveLapsed) for (const saver of saving.savers) saver.confirmOwned();
  };
  await beat();
  let scanning: Promise<void> | undefined = resumeOrphans(deps);
  await scanning;
  scanning = undefined;
  const beating = setInterval(() => {
    beat().catch((error: unknown) => logger.warn({ err: error }, 'lobby heartbeat failed'));
  }, HEARTBEAT_EVERY_MS);
  // A scan still running when the next is due is left to finish: queued behind it, slow scans would pile up.
  const looking = deps.isShared
    ? setInterval(() => {
        scanning ??= resumeOrphans(deps).finally(() => {
          scanning = undefined;
        });
      }, ORPHAN_SCAN_EVERY_MS)
    : undefined;
  return {
    async stop() {
      clearInterval(beating);
      clearInterval(looking);
      await scanning;
    },
  };
}

/** Every lobby whose process is gone that this process wins the claim for is opened again here. */
async function resumeOrphans(deps: LobbyResumeDeps): Promise<void> {
  const { saving, logger } = deps;
  try {
    const orphans = await saving.snapshots.orphans(saving.ownerId);
    for (const orphan of orphans) {
      if (deps.isDraining()) return;
      const { code, ownerId } = orphan.saved;
      if (!(await saving.snapshots.claim(code, ownerId, saving.ownerId))) continue;
      await resumeLobby(orphan, deps).catch((error: unknown) =>
        logger.error({ err: error, lobby: code }, 'resuming a lobby failed'),
      );
    }
  } catch (error) {
    logger.warn({ err: error }, 'looking for lobbies to resume failed');
  }
}

async function resumeLobby(orphan: ResumingLobby, deps: LobbyResumeDeps): Promise<void> {
  const { language } = orphan.saved.game;
  // On this process, whatever the placement would pick: the claim is this process's.
  await deps.handoff.offerDuring(orphan, () => matchMaker.handleCreateRoom(LOBBY_ROOM_NAME, { language }));
  deps.logger.info(
    { lobby: orphan.saved.code, round: orphan.saved.game.round, seats: orphan.saved.game.seats.length },
    'lobby resumed',
  );
  if (deps.isShared) {
    setTimeout(() => {
      matchMaker.restoreMissingRoomCaches().catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'relisting resumed lobbies failed');
      });
    }, RELIST_AFTER_MS).unref();
  }
}
