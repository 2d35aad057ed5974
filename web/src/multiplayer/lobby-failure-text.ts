import { LOBBY_MESSAGE_TYPES } from '@bluffle/shared-schema';
import type { ActionRefusal, LobbyRequest, OpenFailure } from './lobby-connection';

/** spec §8 Multiplayer: the texts shown when the server gives no readable reason of its own. */
export const LOBBY_FAILURE_TEXTS = {
  create: 'Failed to create lobby. Please try again.',
  join: 'Failed to join lobby. Please check the code and try again.',
  start: 'Failed to start game',
  answer: 'Failed to submit answer',
  other: 'That did not work. Please try again.',
} as const;

/** spec §8: a join shows the server's error text, else the default; a create the server's refusal, else its own. */
export function openFailureText(kind: LobbyRequest['kind'], failure: OpenFailure): string {
  return failure.message ?? LOBBY_FAILURE_TEXTS[kind];
}

/** spec §8: start shows the server's error, else 'Failed to start game'; an answer always the spec's text. */
export function actionFailureText(refusal: ActionRefusal): string {
  switch (refusal.type) {
    case LOBBY_MESSAGE_TYPES.answer:
      return LOBBY_FAILURE_TEXTS.answer;
    case LOBBY_MESSAGE_TYPES.start:
      return refusal.message ?? LOBBY_FAILURE_TEXTS.start;
    default:
      return refusal.message ?? LOBBY_FAILURE_TEXTS.other;
  }
}
