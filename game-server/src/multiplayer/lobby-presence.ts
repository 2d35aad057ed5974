import { ServerError, matchMaker, type Presence } from '@colyseus/core';
import { generateLobbyCode, type RandomSource } from '@bluffle/shared-schema';
import { callRemoteRoom } from './remote-room-call';

/**
 * Presence hash of the codes in use, shared by every process on one Redis. Claimed with an atomic increment:
 * the Redis driver has no atomic insert, so two rooms given one code would both be listed otherwise.
 */
export const LOBBY_CODES_KEY = 'bluffle:lobby-codes';
/**
 * Presence hash of each account's lobby, the last one it opened (an account holds one, so a script cannot
 * keep thousands open), shared by every process on one Redis like the codes.
 */
export const ACCOUNT_LOBBIES_KEY = 'bluffle:account-lobbies';
/** Codes are 30 bits; a few tries at most find a free one even with many lobbies open. */
const MAX_CODE_ATTEMPTS = 20;

/**
 * What a lobby room holds in the presence every process shares: its code, and being the one lobby of the
 * account that opened it.
 */
export class LobbyPresence {
  private code = '';
  /** The account that opened this lobby (its first player). */
  private openerUserId: string | null = null;

  constructor(
    private readonly presence: Presence,
    private readonly random: RandomSource,
    private readonly logError: (error: unknown, what: string) => void,
  ) {}

  /** Whether no account has opened this lobby yet: the first seat taken is its opener's. */
  get isUnopened(): boolean {
    return this.openerUserId === null;
  }

  /** A fresh code no other lobby holds, on this process or any other sharing the presence. */
  async claimCode(): Promise<string> {
    for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt += 1) {
      const code = generateLobbyCode(this.random);
      if ((await this.presence.hincrby(LOBBY_CODES_KEY, code, 1)) === 1) {
        this.code = code;
        return code;
      }
    }
    throw new ServerError(503, 'No lobby code is free right now. Please try again.');
  }

  /**
   * A lobby resumed from its last save (lobby-resume.ts) keeps its code, and stays its opener's lobby unless
   * the account has opened another since.
   */
  async resumeCode(code: string, openerUserId: string | null): Promise<void> {
    this.code = code;
    this.openerUserId = openerUserId;
    await this.presence.hset(LOBBY_CODES_KEY, code, '1');
    if (openerUserId !== null && (await this.presence.hget(ACCOUNT_LOBBIES_KEY, openerUserId)) === null) {
      await this.presence.hset(ACCOUNT_LOBBIES_KEY, openerUserId, code);
    }
  }

  /** The account that opened this lobby, if one has. */
  get openerId(): string | null {
    return this.openerUserId;
  }

  /**
   * This is now the account's one lobby: the presence says which it had before, on any process, and that
   * lobby is told the account opened another (its room's openedAnother). A failure there leaves it to close
   * by itself.
   */
  async becomeLobbyOf(userId: string): Promise<void> {
    this.openerUserId = userId;
    const previous = await this.presence.hget(ACCOUNT_LOBBIES_KEY, userId);
    await this.presence.hset(ACCOUNT_LOBBIES_KEY, userId, this.code);
    if (previous === null || previous === this.code) return;
    try {
      if ((await matchMaker.getRoomById(previous)) === undefined) return;
      await callRemoteRoom(previous, 'openedAnother', [userId]);
    } catch (error) {
      this.logError(error, 'leaving the previous lobby of an account');
    }
  }

  /** The room is going: its code is free again, and the account's entry goes unless it names a newer lobby. */
  async release(): Promise<void> {
    if (this.code !== '') await this.presence.hdel(LOBBY_CODES_KEY, this.code);
    const opener = this.openerUserId;
    if (opener !== null && (await this.presence.hget(ACCOUNT_LOBBIES_KEY, opener)) === this.code) {
      await this.presence.hdel(ACCOUNT_LOBBIES_KEY, opener);
    }
  }
}
