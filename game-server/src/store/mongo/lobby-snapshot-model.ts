// The mongo driver's saved lobbies (lobby-snapshots.ts): one document per lobby, and one per process's heartbeat.
import { Schema, type Connection, type Model } from 'mongoose';

export interface LobbySnapshotDocument {
  /** The lobby's code. */
  _id: string;
  ownerId: string;
  savedAtMs: number;
  /** The SavedLobby as JSON: kept as written, never queried into. */
  document: string;
}

export interface LobbySnapshotOwnerDocument {
  /** The process's owner id. */
  _id: string;
  beatAtMs: number;
}

const lobbySnapshotSchema = new Schema<LobbySnapshotDocument>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    savedAtMs: { type: Number, required: true },
    document: { type: String, required: true },
  },
  { collection: 'lobby_snapshots', versionKey: false },
);
lobbySnapshotSchema.index({ ownerId: 1 }, { name: 'lobby_snapshot_owner' });

const lobbySnapshotOwnerSchema = new Schema<LobbySnapshotOwnerDocument>(
  {
    _id: { type: String, required: true },
    beatAtMs: { type: Number, required: true },
  },
  { collection: 'lobby_snapshot_owners', versionKey: false },
);

export function lobbySnapshotModel(connection: Connection): Model<LobbySnapshotDocument> {
  return connection.model<LobbySnapshotDocument>('LobbySnapshot', lobbySnapshotSchema);
}

export function lobbySnapshotOwnerModel(connection: Connection): Model<LobbySnapshotOwnerDocument> {
  return connection.model<LobbySnapshotOwnerDocument>('LobbySnapshotOwner', lobbySnapshotOwnerSchema);
}
