import { SESSION_CODE_LENGTH, generateCode, initialScore, type Language } from '@bluffle/shared-schema';
import { ConflictError } from '../errors';
import type { CurrentRoundRecord, GameSessionRecord } from '../domain/session';
import { identityKeyOf, wordSetKeyOf, type PlayerIdentity } from './play-identity';
import { issuePlayerToken } from './player-token';
import type { ServiceDeps } from './service-deps';

export interface NewSessionFields {
  playerName: string;
  language: Language;
  totalRounds: number;
  phaseOneSeconds: number;
  wordIds: string[];
  currentRound: CurrentRoundRecord | null;
  duplicatedFrom: string | null;
  /** The player: the signed-in user (never a payload: DESIGN decision 5), or a guest and its guest id. */
  identity: PlayerIdentity;
}

/** 32^8 codes make a clash rare; a few retries turn the rare clash into a non-event. */
const CODE_ATTEMPTS = 5;

/**
 * Stores a new session under a fresh code and returns it with its player token (shown once, never stored).
 * Shared by create and duplicate so both issue codes and tokens the same way.
 */
export async function storeNewSession(
  deps: ServiceDeps,
  fields: NewSessionFields,
): Promise<{ session: GameSessionRecord; playerToken: string }> {
  const { token, tokenHash } = issuePlayerToken();
  const createdAt = new Date(deps.clock.now()).toISOString();
  const { identity, ...sessionFields } = fields;
  for (let attempt = 1; ; attempt += 1) {
    const code = generateCode(SESSION_CODE_LENGTH, deps.random);
    try {
      const session = await deps.store.sessions.create({
        ...sessionFields,
        code,
        userId: identity.userId,
        identityKey: identityKeyOf(identity, code),
        wordSetKey: fields.wordIds.length > 0 ? wordSetKeyOf(fields.wordIds) : null,
        isPractice: false,
        lastAnswer: null,
        playerTokenHash: tokenHash,
        status: fields.currentRound === null ? 'created' : 'playing',
        answers: [],
        score: initialScore(),
        createdAt,
        completedAt: null,
      });
      return { session, playerToken: token };
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= CODE_ATTEMPTS) {
        throw error;
      }
    }
  }
}
