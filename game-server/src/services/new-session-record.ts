import { initialScore, type Language } from '@bluffle/shared-schema';
import type { CurrentRoundRecord, GameSessionRecord } from '../domain/session';
import { isCustomSessionCode, storeUnderFreshCode } from './fresh-session-code';
import { identityKeyOf, wordSetKeyOf, type PlayerIdentity } from './play-identity';
import { issuePlayerToken } from './player-token';
import type { ServiceDeps } from './service-deps';

export interface NewSessionFields {
  playerName: string;
  language: Language;
  totalRounds: number;
  phaseOneSeconds: number;
  isRelaxed: boolean;
  wordIds: string[];
  currentRound: CurrentRoundRecord | null;
  duplicatedFrom: string | null;
  /** Known at start to count nowhere (a past day's daily five); a replay found later is marked after. */
  isPractice?: boolean;
  /** The player: the signed-in user (never a payload: docs/design.md decision 5), or a guest and its guest id. */
  identity: PlayerIdentity;
}

/**
 * Stores a new session under a fresh code and returns it with its player token (shown once, never stored).
 * Shared by create and duplicate so both issue codes and tokens the same way; the code is one no custom
 * session holds either (fresh-session-code.ts).
 */
export async function storeNewSession(
  deps: ServiceDeps,
  fields: NewSessionFields,
): Promise<{ session: GameSessionRecord; playerToken: string }> {
  const { token, tokenHash } = issuePlayerToken();
  const createdAt = new Date(deps.clock.now()).toISOString();
  const { identity, ...sessionFields } = fields;
  const session = await storeUnderFreshCode(deps, isCustomSessionCode(deps.store), (code) =>
    deps.store.sessions.create({
      ...sessionFields,
      code,
      userId: identity.userId,
      identityKey: identityKeyOf(identity, code),
      wordSetKey: fields.wordIds.length > 0 ? wordSetKeyOf(fields.wordIds) : null,
      isPractice: fields.isPractice ?? false,
      lastAnswer: null,
      playerTokenHash: tokenHash,
      status: fields.currentRound === null ? 'created' : 'playing',
      answers: [],
      score: initialScore(),
      createdAt,
      completedAt: null,
    }),
  );
  return { session, playerToken: token };
}
