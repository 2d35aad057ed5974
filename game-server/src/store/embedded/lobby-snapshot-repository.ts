import type Database from 'better-sqlite3';
import type { StoredWord } from '../../domain/word';
import {
  parseSavedLobby,
  savedLobbyJsonWithoutWords,
  wordsJsonOf,
  type LobbySnapshots,
  type OrphanLobby,
  type SavedLobby,
} from '../lobby-snapshots';

interface SnapshotRow {
  owner_id: string;
  saved_at_ms: number;
  document: string;
  /** NULL in a row saved before the words had a column: the document holds them. */
  words: string | null;
  beat_at_ms: number | null;
}

/**
 * A turn that saves more lobbies than this commits them as they come, this many at a time: what waits for a
 * commit (the saves, their sends) is then held for a part of the turn, not all of it. The sends of a commit run
 * back to back once it is made: at 64, those of 1,000 lobbies' answers held the loop 45 ms in a profile of
 * `npm run bots` (a patch to four players each); 32 halves that for a commit more per 32 saves.
 */
const MOST_SAVES_A_COMMIT = 32;

/** Saves made in one turn of the event loop, written together after it; the last save of a lobby stands. */
interface PendingSave {
  saved: SavedLobby;
  waiting: { resolve: (isOwned: boolean) => void; reject: (error: unknown) => void }[];
}

/**
 * The embedded store's saved lobbies. One process serves an embedded store (several processes share lobbies
 * only through Redis, which keeps them there instead), so every lobby another start of the server left is an
 * orphan. The saves made in one turn of the event loop are committed together after it (`setImmediate`), each
 * lobby's last: a lobby is saved at every answer, and a commit a save cost a thousand lobbies a sixth of the
 * server's busy time. A save's promise settles once its commit is made; better-sqlite3 is synchronous, and WAL
 * with synchronous=NORMAL keeps a committed write through a kill -9 of the process (not through a power loss).
 * The room sends nothing a save holds before that promise settles (lobby-room.ts). The words are written only
 * when they change (a draw, a rematch): they were most of each save's bytes.
 */
export class EmbeddedLobbySnapshots implements LobbySnapshots {
  private readonly upsert: Database.Statement;
  private readonly updateDocument: Database.Statement;
  /** The words each lobby's row holds, by reference, for the lobbies this process saved. */
  private readonly wordsWritten = new Map<string, readonly StoredWord[]>();
  private readonly deleteOwned: Database.Statement;
  private readonly beatStatement: Database.Statement;
  private readonly orphanRows: Database.Statement;
  private readonly claimStatement: Database.Statement;
  private readonly pending = new Map<string, PendingSave>();
  private isWriteScheduled = false;
  private readonly writeBatch: (batch: readonly SavedLobby[]) => boolean[];

  constructor(db: Database.Database) {
    // A lobby another process took over is not written back by the one that lost it.
    this.upsert = db.prepare(`
      INSERT INTO lobby_snapshots (code, owner_id, saved_at_ms, document, words) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (code) DO UPDATE SET
        saved_at_ms = excluded.saved_at_ms, document = excluded.document, words = excluded.words
      WHERE lobby_snapshots.owner_id = excluded.owner_id`);
    this.updateDocument = db.prepare(
      'UPDATE lobby_snapshots SET saved_at_ms = ?, document = ? WHERE code = ? AND owner_id = ?',
    );
    this.deleteOwned = db.prepare('DELETE FROM lobby_snapshots WHERE code = ? AND owner_id = ?');
    this.beatStatement = db.prepare(`
      INSERT INTO lobby_snapshot_owners (owner_id, beat_at_ms) VALUES (?, ?)
      ON CONFLICT (owner_id) DO UPDATE SET beat_at_ms = excluded.beat_at_ms`);
    this.orphanRows = db.prepare(`
      SELECT snapshot.owner_id, snapshot.saved_at_ms, snapshot.document, snapshot.words, owner.beat_at_ms
      FROM lobby_snapshots AS snapshot
      LEFT JOIN lobby_snapshot_owners AS owner ON owner.owner_id = snapshot.owner_id
      WHERE snapshot.owner_id <> ?`);
    this.claimStatement = db.prepare(
      'UPDATE lobby_snapshots SET owner_id = ? WHERE code = ? AND owner_id = ?',
    );
    this.writeBatch = db.transaction((batch: readonly SavedLobby[]) =>
      batch.map((saved) => this.write(saved)),
    );
  }

  save(saved: SavedLobby): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const pending = this.pending.get(saved.code);
      if (pending === undefined) this.pending.set(saved.code, { saved, waiting: [{ resolve, reject }] });
      else {
        pending.saved = saved;
        pending.waiting.push({ resolve, reject });
      }
      if (this.pending.size >= MOST_SAVES_A_COMMIT) {
        this.writePending();
        return;
      }
      if (this.isWriteScheduled) return;
      this.isWriteScheduled = true;
      setImmediate(() => {
        this.isWriteScheduled = false;
        this.writePending();
      });
    });
  }

  /** Commits the saves made so far, in one transaction; anything that reads or removes saves does this first. */
  private writePending(): void {
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending.clear();
    let owned: boolean[];
    try {
      owned = this.writeBatch(batch.map(({ saved }) => saved));
    } catch (error) {
      // Rolled back: no row holds what this batch wrote, words included, so each lobby's next save writes them.
      for (const { saved, waiting } of batch) {
        this.wordsWritten.delete(saved.code);
        for (const { reject } of waiting) reject(error);
      }
      return;
    }
    batch.forEach(({ waiting }, index) => {
      for (const { resolve } of waiting) resolve(owned[index] === true);
    });
  }

  private write(saved: SavedLobby): boolean {
    const { code, ownerId, savedAtMs, game } = saved;
    const document = savedLobbyJsonWithoutWords(saved);
    // The row with these words is updated; when it is not there (or not ours) the upsert decides, as it
    // does for a lobby's first save.
    const isOwned =
      (this.wordsWritten.get(code) === game.words &&
        this.updateDocument.run(savedAtMs, document, code, ownerId).changes === 1) ||
      this.upsert.run(code, ownerId, savedAtMs, document, wordsJsonOf(game.words)).changes === 1;
    if (isOwned) this.wordsWritten.set(code, game.words);
    else this.wordsWritten.delete(code);
    return isOwned;
  }

  async remove(code: string, ownerId: string): Promise<void> {
    this.writePending();
    this.wordsWritten.delete(code);
    this.deleteOwned.run(code, ownerId);
  }

  async beat(ownerId: string, atMs: number): Promise<void> {
    this.beatStatement.run(ownerId, atMs);
  }

  async orphans(ownerId: string): Promise<OrphanLobby[]> {
    this.writePending();
    const rows = this.orphanRows.all(ownerId) as SnapshotRow[];
    return rows.map((row) => ({
      saved: parseSavedLobby(row.document, row.words),
      lastAliveAtMs: Math.max(row.saved_at_ms, row.beat_at_ms ?? 0),
    }));
  }

  async claim(code: string, fromOwnerId: string, toOwnerId: string): Promise<boolean> {
    this.writePending();
    return this.claimStatement.run(toOwnerId, code, fromOwnerId).changes === 1;
  }

  async close(): Promise<void> {
    this.writePending();
  }
}
