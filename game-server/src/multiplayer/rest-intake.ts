import {
  ERROR_CODES,
  ERROR_MESSAGES,
  type LobbyActor,
  type LobbyCommand,
  type LobbyEvent,
  type LobbyRuling,
  type LobbySnapshot,
  type LobbyStep,
  type LobbyUser,
  type SeatConnection,
} from '@bluffle/shared-schema';
import type { Clock } from '../clock';
import type { StoredWord } from '../domain/word';
import type { LobbyMetrics } from '../observability/metrics';
import { HeldPolls, type PollHold } from './held-polls';
import type { LobbyPollCall, LobbyRestAction, LobbyRestCall, LobbyRestResult } from './lobby-rest-action';
import { LobbyViewCache } from './lobby-view-cache';
import { isStateMatched } from './view-etag';

/**
 * Long polls a room holds at once: four seats hold two views each, watchers one; past this, a poll is
 * answered at once as a plain one, so a crowd of watchers cannot pile up held requests.
 */
const MAX_HELD_POLLS = 256;
/** What a poll of a closed room gets (the port answers the same to a poll of a room that is gone). */
const LOBBY_GONE: LobbyRestResult = {
  ok: false,
  refusal: { code: ERROR_CODES.lobbyNotFound, message: ERROR_MESSAGES.lobbyNotFound },
};

/** What the REST intake needs of its room. */
export interface RestIntakeRoom {
  /** Seats a player (the first one opens the lobby). */
  seat(user: LobbyUser, connection: SeatConnection): Promise<LobbyRuling<unknown>>;
  /** One event through the lobby's rules, now. */
  apply(event: LobbyEvent<StoredWord>): LobbyStep<StoredWord>;
  /** Synchronous unless the command waits for words (a start). */
  runCommand(actor: LobbyActor, command: LobbyCommand): LobbyRuling<unknown> | Promise<LobbyRuling<unknown>>;
  /** What changed goes out to the sockets at once. */
  stateChanged(): void;
  /** Settles once every change so far is saved for a resume. */
  saved(): Promise<void>;
}

function isPollCall(call: LobbyRestCall): call is LobbyPollCall {
  return call.kind === 'read' || call.kind === 'watcher-read';
}

/** Who holds a long poll: a player holds one per view, a watcher one. */
function pollHolderOf(call: LobbyPollCall): string {
  return call.kind === 'read' ? `player:${call.userId}:${call.view}` : `watcher:${call.watcherId}`;
}

/**
 * Reads and a watcher's calls change nothing players see, and a watcher's arrival (the watcher count) can
 * wait for the room's beat: none of them sends a patch at once.
 */
function isQuiet(action: LobbyRestAction): boolean {
  if (action.kind === 'command') return action.actor.kind === 'watcher';
  return action.kind !== 'join';
}

/**
 * REST players' and watchers' calls (services/multiplayer.ts, reached through matchMaker.remoteRoomCall from
 * any process), and the views they answer with: each view is written and tagged once per change, and a long
 * poll is held until the view it names changes (held-polls.ts).
 */
export class RestIntake {
  private readonly views: LobbyViewCache;
  private readonly heldPolls: HeldPolls<LobbyRestResult>;

  constructor(
    private readonly room: RestIntakeRoom,
    snapshot: () => LobbySnapshot,
    private readonly clock: Clock,
    private readonly metrics: LobbyMetrics,
  ) {
    this.views = new LobbyViewCache(snapshot);
    this.heldPolls = new HeldPolls({ clock, maxHeld: MAX_HELD_POLLS, goneAnswer: LOBBY_GONE });
  }

  /** A call; a read with a hold is a long poll, held while the view the poller names is current. */
  async call(call: LobbyRestCall, hold?: PollHold): Promise<LobbyRestResult> {
    if (hold !== undefined && isPollCall(call)) return this.longPoll(call, hold);
    const outcome = await this.act(call);
    // The answer acknowledges only what is saved: a kill -9 after it cannot lose an accepted move.
    await this.room.saved();
    // Even a refused call may have moved the lobby: it counts as a polling player's sign of life.
    if (!isQuiet(call)) this.room.stateChanged();
    if (outcome.isRefused) return { ok: false, refusal: outcome.refusal };
    const { json, etag } = this.views.view(call.view, this.clock.now());
    return { ok: true, json, etag };
  }

  /** A poll's client went away: its held poll is dropped. */
  release(holdId: string): void {
    this.heldPolls.release(holdId);
  }

  get heldPollCount(): number {
    return this.heldPolls.count;
  }

  /**
   * The lobby changed what players see: the views are written afresh, and held polls see whether theirs did
   * once the change is saved (an answer to a held poll is sent, and acknowledges what it shows).
   */
  viewsChanged(): void {
    this.views.invalidate();
    void this.room.saved().then(() => this.heldPolls.changed());
  }

  /** Waits that ended are answered: a beat does this before it ticks, so their read counts as a call. */
  expire(): void {
    this.heldPolls.expire(this.clock.now());
  }

  /** Held polls are answered as a poll of a closed lobby is, now: a shutdown does not wait them out. */
  close(): void {
    this.heldPolls.closeAll();
  }

  private async act(action: LobbyRestAction): Promise<LobbyRuling<unknown>> {
    const lastCallAtMs = this.clock.now();
    switch (action.kind) {
      case 'join':
        return this.room.seat(action.user, { kind: 'rest', lastCallAtMs });
      case 'watch':
        return this.room.apply({
          type: 'watch',
          watcherId: action.watcherId,
          connection: { kind: 'rest', lastCallAtMs },
        }).ruling;
      case 'read':
      case 'watcher-read':
        return this.applyPoll(action);
      case 'command': {
        const verdictApplied = this.metrics.commandArrived('rest', action.command.type);
        // Any call from a polling player shows they are still there.
        if (action.actor.kind === 'player') this.room.apply({ type: 'polled', userId: action.actor.userId });
        const ruling = await this.room.runCommand(action.actor, action.command);
        verdictApplied();
        return ruling;
      }
    }
  }

  /** A player's or a watcher's poll through the rules: it shows they are still there. */
  private applyPoll(call: Extract<LobbyRestAction, { kind: 'read' | 'watcher-read' }>): LobbyRuling<unknown> {
    if (call.kind === 'watcher-read') {
      return this.room.apply({ type: 'watcher-read', watcherId: call.watcherId }).ruling;
    }
    this.room.apply({ type: 'polled', userId: call.userId });
    return this.room.apply({ type: 'read', userId: call.userId }).ruling;
  }

  /** A poll's read, now: the view, or the refusal a poll gets. */
  private readNow(call: LobbyPollCall): LobbyRestResult {
    const outcome = this.applyPoll(call);
    if (outcome.isRefused) return { ok: false, refusal: outcome.refusal };
    return { ok: true, ...this.views.view(call.view, this.clock.now()) };
  }

  /**
   * The view now, or held until it changes or the wait ends (then read again, which counts as the player's
   * call: a held poller stays seated). Answers say whether the wait was applied: not when the room holds its
   * most already.
   */
  private longPoll(call: LobbyPollCall, hold: PollHold): Promise<LobbyRestResult> | LobbyRestResult {
    const now = this.readNow(call);
    if (!now.ok) return now;
    if (!isStateMatched(hold.ifNoneMatch, now.etag)) return { ...now, isWaitApplied: true };
    const held = this.heldPolls.hold({
      id: hold.id,
      holder: pollHolderOf(call),
      waitMs: hold.waitMs,
      isStillCurrent: () =>
        isStateMatched(hold.ifNoneMatch, this.views.view(call.view, this.clock.now()).etag),
      answerNow: () => {
        const answer = this.readNow(call);
        return answer.ok ? { ...answer, isWaitApplied: true } : answer;
      },
    });
    return held ?? { ...now, isWaitApplied: false };
  }
}
