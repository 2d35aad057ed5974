// One error shape for every REST failure (DESIGN decision 9): `{ error: "<message a person can act on>" }`.
export interface ApiError {
  error: string;
}

export const ERROR_MESSAGES = {
  notFoundRoute: 'No such API route. Check the method and path.',
  sessionNotFound: 'Session not found',
  bodyTooLarge: 'Request body is too large.',
  invalidJson: 'Request body is not valid JSON.',
  missingPlayerToken:
    'This session belongs to another player: send the player token you got when it was created.',
  sessionCompleted: 'This session is already complete: start a new game to play again.',
  noWordsAvailable: 'No word available for this language yet.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** The header a session's player proves ownership with (a guest has no account to prove it with). */
export const PLAYER_TOKEN_HEADER = 'x-player-token';
