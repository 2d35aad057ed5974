import { isLobbyGameUnderWay, type LobbyGame } from '@bluffle/shared-schema';
import type { Clock } from '../clock';
import type { StoredWord } from '../domain/word';
import type { LobbySnapshots } from '../store/lobby-snapshots';

/** Who saves: the process's owner id and its snapshots (one of each per server start). */
export interface LobbySaving {
  snapshots: LobbySnapshots;
  ownerId: string;
}

/**
 * What a resume would bring back of a lobby, as a string to compare: the game without its words (compared
 * by reference: they change only at a draw or a rematch), its watchers (who go with the process) and a
 * polling seat's last call (moved to the resume anyway). A poll or a watcher coming and going then writes
 * nothing.
 */
function resumableKeyOf(game: LobbyGame<StoredWord>): string {
  const seats = game.seats.map((seat) =>
    seat.connection.kind === 'rest' ? { ...seat, connection: { kind: 'rest' } } : seat,
  );
  return JSON.stringify({ ...game, words: null, watchers: null, seats });
}

/**
 * Saves one lobby at every change a resume would see (lobby-snapshots.ts), in order, and says when what was
 * saved is durable. A failed save is logged and the game goes on: the next change saves the whole lobby again.
 */
export class LobbySnapshotSaver {
  private lastKey = '';
  private lastWords: readonly StoredWord[] | null = null;
  private written: Promise<void> = Promise.resolve();
  private isRemoved = false;
  /** Another process took the lobby over: it is theirs to save, remove and release. */
  private isLost = false;

  constructor(
    private readonly saving: LobbySaving,
    private readonly code: string,
    private readonly openerUserId: () => string | null,
    private readonly clock: Clock,
    /** Another process owns the lobby now (this one's heartbeat lapsed): this room must go. */
    private readonly lost: () => void,
    private readonly logError: (error: unknown, what: string) => void,
  ) {}

  /** The lobby as it stands now; written (handed to the backend before this returns) if a resume would see a change. */
  changed(game: LobbyGame<StoredWord>): void {
    if (this.isRemoved || this.isLost) return;
    const key = resumableKeyOf(game);
    if (key === this.lastKey && game.words === this.lastWords) return;
    this.lastKey = key;
    this.lastWords = game.words;
    const { snapshots, ownerId } = this.saving;
    const saving = snapshots.save({
      code: this.code,
      game: { ...game, watchers: [] },
      openerUserId: this.openerUserId(),
      ownerId,
      savedAtMs: this.clock.now(),
    });
    this.written = saving.then(
      (isOwned) => {
        if (isOwned || this.isLost) return;
        this.isLost = true;
        this.lost();
      },
      (error: unknown) => this.logError(error, 'saving the lobby for a resume'),
    );
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
    if (this.isRemoved) return true;
    if (this.isLost) return false;
    if (!game.isClosed && (game.isDrawingWords || isLobbyGameUnderWay(game.status))) return false;
    this.isRemoved = true;
    await this.written;
    await this.saving.snapshots
      .remove(this.code, this.saving.ownerId)
      .catch((error: unknown) => this.logError(error, 'removing a closed lobby from the saved ones'));
    return true;
  }
}
