import type { Model } from 'mongoose';
import {
  parseSavedLobby,
  savedLobbyJson,
  type LobbySnapshots,
  type OrphanLobby,
  type SavedLobby,
} from '../lobby-snapshots';
import { NewestWritePerKey } from '../newest-write-per-key';
import type { LobbySnapshotDocument, LobbySnapshotOwnerDocument } from './lobby-snapshot-model';
import { isDuplicateKeyError } from './mongo-errors';

/**
 * The mongo driver's saved lobbies. As with the embedded store, one process serves lobbies without Redis
 * (several share them only through Redis, which keeps them there), so every lobby another start left is an
 * orphan. A lobby's saves are written one at a time, the newest next (two updates in flight could land out of
 * order and leave the older); the promise settles on MongoDB's answer to the write that covered the save.
 */
export class MongoLobbySnapshots implements LobbySnapshots {
  private readonly writes = new NewestWritePerKey((saved: SavedLobby) => this.write(saved));

  constructor(
    private readonly snapshots: Model<LobbySnapshotDocument>,
    private readonly owners: Model<LobbySnapshotOwnerDocument>,
  ) {}

  save(saved: SavedLobby): Promise<boolean> {
    return this.writes.submit(saved.code, saved);
  }

  private async write(saved: SavedLobby): Promise<boolean> {
    const fields = { savedAtMs: saved.savedAtMs, document: savedLobbyJson(saved) };
    try {
      // Matched only while this process owns the lobby; a first save inserts it.
      const result = await this.snapshots.updateOne(
        { _id: saved.code, ownerId: saved.ownerId },
        { $set: fields },
        { upsert: true },
      );
      return result.matchedCount + result.upsertedCount === 1;
    } catch (error) {
      // The upsert met the lobby under another owner: it was taken over.
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  async remove(code: string, ownerId: string): Promise<void> {
    await this.snapshots.deleteOne({ _id: code, ownerId });
  }

  async beat(ownerId: string, atMs: number): Promise<void> {
    await this.owners.updateOne({ _id: ownerId }, { $set: { beatAtMs: atMs } }, { upsert: true });
  }

  async orphans(ownerId: string): Promise<OrphanLobby[]> {
    const found = await this.snapshots.find({ ownerId: { $ne: ownerId } }).lean();
    const beats = await this.owners
      .find({ _id: { $in: [...new Set(found.map((row) => row.ownerId))] } })
      .lean();
    const beatOf = new Map(beats.map((beat) => [beat._id, beat.beatAtMs]));
    return found.map((row) => ({
      saved: parseSavedLobby(row.document),
      lastAliveAtMs: Math.max(row.savedAtMs, beatOf.get(row.ownerId) ?? 0),
    }));
  }

  async claim(code: string, fromOwnerId: string, toOwnerId: string): Promise<boolean> {
    const result = await this.snapshots.updateOne(
      { _id: code, ownerId: fromOwnerId },
      { $set: { ownerId: toOwnerId } },
    );
    return result.modifiedCount === 1;
  }

  async close(): Promise<void> {}
}
