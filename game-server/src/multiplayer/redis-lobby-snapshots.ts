import { Redis } from 'ioredis';
import {
  parseSavedLobby,
  savedLobbyJson,
  type LobbySnapshots,
  type OrphanLobby,
  type SavedLobby,
} from '../store/lobby-snapshots';

/**
 * Written only while the lobby is unowned or owned by the writer: a process whose heartbeat lapsed and whose
 * lobby another process took over cannot write over the new owner's game. KEYS: the lobby's hash, the set of
 * codes; ARGV: owner, JSON, code, saved-at. 1 when written, 0 when another process owns it.
 */
const SAVE_IF_OWNED = `
local owner = redis.call('HGET', KEYS[1], 'owner')
if owner and owner ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'owner', ARGV[1], 'json', ARGV[2], 'savedAt', ARGV[4])
redis.call('SADD', KEYS[2], ARGV[3])
return 1`;

/** KEYS: the lobby's hash, the set of codes; ARGV: owner, code. */
const REMOVE_IF_OWNED = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
redis.call('SREM', KEYS[2], ARGV[2])
return 1`;

/** KEYS: the lobby's hash; ARGV: the dead owner, the new one. Exactly one of the processes racing wins. */
const CLAIM = `
if redis.call('HGET', KEYS[1], 'owner') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'owner', ARGV[2])
return 1`;

/**
 * Saved lobbies in Redis, shared by every process on it (docs/architecture.md, How a lobby survives its
 * process). Under `prefix`: a hash per lobby (owner, JSON, saved-at), the set of codes, each process's
 * presence key (it lapses `presenceTtlMs` after the process's last heartbeat) and the hash of last heartbeats.
 * A connection of its own, so a save never waits behind Colyseus's presence traffic. Commands go out on it in
 * the order they are made, and ioredis writes each to the socket when it is made: a save is in the kernel's
 * hands before anything the room sends after it.
 */
export class RedisLobbySnapshots implements LobbySnapshots {
  private constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly presenceTtlMs: number,
  ) {}

  static async open(redisUrl: string, prefix: string, presenceTtlMs: number): Promise<RedisLobbySnapshots> {
    // A command fails after one retry instead of twenty: a save that cannot be made is logged at once and
    // the game goes on, rather than every answer waiting on a Redis that is gone.
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    return new RedisLobbySnapshots(redis, prefix, presenceTtlMs);
  }

  private lobbyKey(code: string): string {
    return `${this.prefix}:lobby:${code}`;
  }

  private get codesKey(): string {
    return `${this.prefix}:codes`;
  }

  private aliveKey(ownerId: string): string {
    return `${this.prefix}:alive:${ownerId}`;
  }

  private get beatsKey(): string {
    return `${this.prefix}:beats`;
  }

  async save(saved: SavedLobby): Promise<boolean> {
    const keys = [this.lobbyKey(saved.code), this.codesKey];
    const args = [saved.ownerId, savedLobbyJson(saved), saved.code, String(saved.savedAtMs)];
    return (await this.redis.eval(SAVE_IF_OWNED, keys.length, ...keys, ...args)) === 1;
  }

  async remove(code: string, ownerId: string): Promise<void> {
    await this.redis.eval(REMOVE_IF_OWNED, 2, this.lobbyKey(code), this.codesKey, ownerId, code);
  }

  async beat(ownerId: string, atMs: number): Promise<void> {
    await this.redis
      .multi()
      .set(this.aliveKey(ownerId), String(atMs), 'PX', this.presenceTtlMs)
      .hset(this.beatsKey, ownerId, String(atMs))
      .exec();
  }

  async orphans(ownerId: string): Promise<OrphanLobby[]> {
    const codes = await this.redis.smembers(this.codesKey);
    if (codes.length === 0) return [];
    const reading = this.redis.pipeline();
    for (const code of codes) reading.hmget(this.lobbyKey(code), 'owner', 'json', 'savedAt');
    const rows = ((await reading.exec()) ?? []).map(([, row]) => row as (string | null)[]);
    const owners = new Set<string>();
    for (const [owner] of rows)
      if (owner !== null && owner !== undefined && owner !== ownerId) owners.add(owner);
    const dead = await this.deadOwners([...owners]);
    const beats = dead.size === 0 ? [] : await this.redis.hmget(this.beatsKey, ...dead);
    const beatOf = new Map([...dead].map((owner, index) => [owner, Number(beats[index] ?? 0)]));
    const orphans: OrphanLobby[] = [];
    for (const [owner, json, savedAt] of rows) {
      if (owner === null || owner === undefined || json === null || json === undefined) continue;
      if (!dead.has(owner)) continue;
      orphans.push({
        saved: parseSavedLobby(json),
        lastAliveAtMs: Math.max(Number(savedAt ?? 0), beatOf.get(owner) ?? 0),
      });
    }
    return orphans;
  }

  /** The owners whose presence key has lapsed. */
  private async deadOwners(owners: string[]): Promise<Set<string>> {
    if (owners.length === 0) return new Set();
    const checking = this.redis.pipeline();
    for (const owner of owners) checking.exists(this.aliveKey(owner));
    const alive = ((await checking.exec()) ?? []).map(([, count]) => count === 1);
    return new Set(owners.filter((_, index) => !alive[index]));
  }

  async claim(code: string, fromOwnerId: string, toOwnerId: string): Promise<boolean> {
    return (await this.redis.eval(CLAIM, 1, this.lobbyKey(code), fromOwnerId, toOwnerId)) === 1;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
