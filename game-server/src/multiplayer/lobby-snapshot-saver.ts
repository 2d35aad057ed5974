import { isLobbyGameInPlay, type LobbyGame } from '@bluffle/shared-schema';
import type { Clock } from '../clock';
import type { StoredWord } from '../domain/word';
import type { LobbySnapshots } from '../store/lobby-snapshots';

/** Who saves: the process's owner id and its snapshots (one of each per server start). */
export interface LobbySaving {
  snapshots: LobbySnapshots;
  ownerId: string;
  /**
   * The savers of this process's open lobbies: a process that wakes from a freeze long enough for another to
   * take its lobbies over asks each whether its lobby is still its own (lobby-resume.ts).
   */
  savers: Set<LobbySnapshotSaver>;
}

/**
 * Whether `after` is `before` with at most its watchers and its polling seats' last calls changed: what a poll or
 * a watcher does, which a resume would not bring back (the watchers go with the process, and a resume moves a
 * polling seat's last call anyway). Compared by reference, so a poll costs no JSON; anything else (a false here)
 * is saved: the rules hand back the same game when nothing changed, so a new one has something to save. No JSON
 * of the last save is kept to compare with: a string kept for seconds outlives the young generation, and a
 * thousand lobbies' saves piled up hundreds of MB of old garbage between two full collections.
 */
function isSameForResume(before: LobbyGame<StoredWord>, after: LobbyGame<StoredWord>): boolean {
  for (const key of Object.keys(after) as (keyof LobbyGame<StoredWord>)[]) {
    if (key !== 'watchers' && key !== 'seats' && before[key] !== after[key]) return false;
  }
  return (
    before.seats.length === after.seats.length &&
    after.seats.every((seat, at) => {
      const old = before.seats[at];
      if (seat === old) return true;
      if (old === undefined || seat.connection.kind !== 'rest' || old.connection.kind !== 'rest')
        return false;
      return (Object.keys(seat) as (keyof typeof seat)[]).every(
        (key) => key === 'connection' || seat[key] === old[key],
      );
    })
  );
}

/** A save that failed is made again, of the lobby as it stands then, this long after (real time). */
export const SAVE_RETRY_MS = 250;

/**
 * Saves one lobby at every change a resume would see (lobby-snapshots.ts), in order, and says when what was
 * saved is durable. A failed save is logged and the game goes on: the whole lobby is saved again soon after
 * (or at the next change, whichever comes first), and what must happen at most once waits for that write.
 */
export class LobbySnapshotSaver {
  /** The last game `changed` was given, for the by-reference check. */
  private lastSeen: LobbyGame<StoredWord> | null = null;
  private written: Promise<void> = Promise.resolve();
  private isRemoved = false;
  /** Another process took the lobby over: it is theirs to save, remove and release. */
  private isLost = false;
  private latest: LobbyGame<StoredWord> | null = null;
  /** Saves made, and the last one the backend wrote: each holds the whole lobby, so it covers every earlier one. */
  private savesMade = 0;
  private lastSaveWritten = 0;
  /** Writes waiting for a save made before them to be written (afterWritten). */
  private readonly waitingWrites: { save: number; write: () => void }[] = [];
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly saving: LobbySaving,
    private readonly code: string,
    private readonly openerUserId: () => string | null,
    private readonly clock: Clock,
    /** Another process owns the lobby now (this one's heartbeat lapsed): this room must go. */
    private readonly lost: () => void,
    private readonly logError: (error: unknown, what: string) => void,
  ) {
    saving.savers.add(this);
  }

  /** The lobby as it stands now; saved if a resume would see a change (`saved()` settles once it is written). */
  changed(game: LobbyGame<StoredWord>): void {
    if (this.isRemoved || this.isLost) return;
    const previous = this.lastSeen;
    this.lastSeen = game;
    if (previous !== null && isSameForResume(previous, game)) return;
    this.save(game);
  }

  private save(game: LobbyGame<StoredWord>): void {
    this.latest = game;
    const save = ++this.savesMade;
    const { snapshots, ownerId } = this.saving;
    const saving = snapshots.save({
      code: this.code,
      game,
      openerUserId: this.openerUserId(),
      ownerId,
      savedAtMs: this.clock.now(),
    });
    this.written = saving.then(
      (isOwned) => {
        if (isOwned) return this.wasWritten(save);
        if (this.isLost) return;
        this.isLost = true;
        this.saving.savers.delete(this);
        // The new owner resumed from its own read of the lobby and does these itself.
        this.waitingWrites.length = 0;
        this.lost();
      },
      (error: unknown) => {
        this.logError(error, 'saving the lobby for a resume');
        this.retryLater(save);
      },
    );
  }

  /**
   * Runs `write` once a save holding the lobby as it stands now has been written, not merely answered: what
   * it records (a word call, a finished game) then happens once. Were it run after a failed save, a process
   * dying before the next save would leave the older save, and the process resuming it would judge the round
   * or finish the game again, and record it again.
   */
  afterWritten(write: () => void): void {
    if (this.isLost) return;
    if (this.lastSaveWritten >= this.savesMade) {
      write();
      return;
    }
    this.waitingWrites.push({ save: this.savesMade, write });
  }

  private wasWritten(save: number): void {
    this.lastSaveWritten = Math.max(this.lastSaveWritten, save);
    while (this.waitingWrites.length > 0 && this.waitingWrites[0]!.save <= this.lastSaveWritten) {
      this.waitingWrites.shift()!.write();
    }
  }

  /** Saves the lobby again after a failure, unless a later save was written meanwhile. */
  private retryLater(failedSave: number): void {
    if (this.retry !== undefined) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      const isCovered = this.lastSaveWritten >= failedSave;
      if (!isCovered && !this.isRemoved && !this.isLost && this.latest !== null) this.save(this.latest);
    }, SAVE_RETRY_MS);
    this.retry.unref();
  }

  /**
   * Saves the lobby again as it stands, so that a lobby another process took over while this one was frozen is
   * found lost now, not at its next change (meanwhile its room answers from a game that moved on elsewhere).
   */
  confirmOwned(): void {
    if (!this.isRemoved && !this.isLost && this.latest !== null) this.save(this.latest);
  }

  /** Settles once every save made so far has been answered (they are answered in order). */
  saved(): Promise<void> {
    return this.written;
  }

  /**
   * The room is going. A lobby that closed, or one with no game under way, is not resumed: its snapshot goes.
   * One whose game is still in play (the process stops with it unfinished) stays for a resume. True when
   * the snapshot went.
   */
  async disposed(game: LobbyGame<StoredWord>): Promise<boolean> {
    this.saving.savers.delete(this);
    if (this.isRemoved) return true;
    if (this.isLost) return false;
    if (!game.isClosed && isLobbyGameInPlay(game)) return false;
    this.isRemoved = true;
    clearTimeout(this.retry);
    await this.written;
    try {
      await this.saving.snapshots.remove(this.code, this.saving.ownerId);
    } catch (error) {
      // A snapshot left behind could still be resumed: what waited for a write stays undone.
      this.logError(error, 'removing a closed lobby from the saved ones');
      return true;
    }
    // Nothing can resume the lobby now, so what waited for a save to be written cannot happen twice.
    for (const { write } of this.waitingWrites.splice(0)) write();
    return true;
  }
}
