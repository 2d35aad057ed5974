import type { LobbyGame } from '@bluffle/shared-schema';
import type { StoredWord } from '../domain/word';

/**
 * A lobby as it is saved after every change (lobby-snapshot-saver.ts), for the process that resumes it if
 * its own dies (lobby-resume.ts). Server-side only: it holds the game's words with their truth, and is never
 * sent to a client.
 */
export interface SavedLobby {
  /** The lobby's 6-character code, which is also its room's id. */
  code: string;
  /** The game as it stood; its watchers, who go with the process, are not saved (savedLobbyJson). */
  game: LobbyGame<StoredWord>;
  /** The account that opened the lobby, whose one lobby it is (lobby-presence.ts). */
  openerUserId: string | null;
  /** The process holding the lobby (its LobbySnapshots owner id, one per start). */
  ownerId: string;
  /** When it was saved, on the server's clock. */
  savedAtMs: number;
}

/** A lobby whose process is gone, with the latest moment that process is known to have lived. */
export interface OrphanLobby {
  saved: SavedLobby;
  /** The later of its last save and its owner's last heartbeat, on the server's clock. */
  lastAliveAtMs: number;
}

/**
 * Where lobbies are saved so that another process, or this one restarted, can resume them: Redis when
 * REDIS_URL is set (redis-lobby-snapshots.ts), else the store (embedded or mongo). Owners are processes,
 * one id per start; a process that has lost a lobby to another (its heartbeat lapsed) can no longer save it.
 */
export interface LobbySnapshots {
  /**
   * Writes the lobby; the promise settles once the backend has answered (the embedded store commits the saves
   * of a turn together, after it), and the room sends nothing the save holds before that. Saves of one lobby are
   * written in the order they were made. False: another process owns the lobby now.
   */
  save(saved: SavedLobby): Promise<boolean>;
  /** The lobby closed: its snapshot goes (only while `ownerId` still owns it). */
  remove(code: string, ownerId: string): Promise<void>;
  /** The process is alive at `atMs` (server clock). */
  beat(ownerId: string, atMs: number): Promise<void>;
  /** The lobbies whose owner is gone, as `ownerId` (the asking process) sees it. */
  orphans(ownerId: string): Promise<OrphanLobby[]>;
  /** Takes the lobby over from its dead owner; true for exactly one of the processes that try. */
  claim(code: string, fromOwnerId: string, toOwnerId: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The words' JSON, made once a draw: a lobby is saved at every change, and its words (most of what a save
 * holds: each carries its definitions, options and provenance) change only at a draw or a rematch.
 */
const wordsJsonByWords = new WeakMap<readonly StoredWord[], string>();

export function wordsJsonOf(words: readonly StoredWord[]): string {
  let json = wordsJsonByWords.get(words);
  if (json === undefined) {
    json = JSON.stringify(words);
    wordsJsonByWords.set(words, json);
  }
  return json;
}

/** The game as a snapshot keeps it, without its words (kept beside it) and its watchers (who go with the process). */
function savedGameJson(game: LobbyGame<StoredWord>): string {
  return JSON.stringify({ ...game, words: undefined, watchers: undefined });
}

/** The JSON a snapshot is kept as without its words, for a backend that keeps them apart (wordsJsonOf). */
export function savedLobbyJsonWithoutWords(saved: SavedLobby): string {
  const { game, ...lobby } = saved;
  const lobbyJson = JSON.stringify(lobby);
  return `${lobbyJson.slice(0, -1)},"game":${savedGameJson(game)}}`;
}

/** The JSON a snapshot is kept as: the lobby, its game, then the game's words. */
export function savedLobbyJson(saved: SavedLobby): string {
  const withoutWords = savedLobbyJsonWithoutWords(saved);
  return `${withoutWords.slice(0, -1)},"words":${wordsJsonOf(saved.game.words)}}`;
}

type SavedLobbyDocument = Omit<SavedLobby, 'game'> & {
  game: Omit<LobbyGame<StoredWord>, 'words' | 'watchers'> & Partial<LobbyGame<StoredWord>>;
  /** Absent in a snapshot saved before the words were kept beside the game (they were in it). */
  words?: StoredWord[];
};

/** A snapshot back from its JSON, with its words' JSON where the backend keeps them apart. */
export function parseSavedLobby(json: string, wordsJson?: string | null): SavedLobby {
  const { game, words, ...lobby } = JSON.parse(json) as SavedLobbyDocument;
  const keptApart = wordsJson ? (JSON.parse(wordsJson) as StoredWord[]) : undefined;
  return {
    ...lobby,
    game: { ...game, words: keptApart ?? words ?? game.words ?? [], watchers: game.watchers ?? [] },
  };
}
