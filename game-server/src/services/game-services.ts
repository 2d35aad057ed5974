import { completeSession } from './complete-session';
import { createSession } from './create-session';
import { duplicateSession } from './duplicate-session';
import { readSession } from './read-session';
import type { ServiceDeps } from './service-deps';
import { randomWords, wordsForSession } from './session-words';
import { submitAnswer } from './submit-answer';

/** The services a route may call, bound to the process's store, clock and random source. */
export function createGameServices(deps: ServiceDeps) {
  return {
    createSession: (body: Parameters<typeof createSession>[1]) => createSession(deps, body),
    readSession: (code: string, token: string | undefined) => readSession(deps, code, token),
    duplicateSession: (code: string, playerName: string) => duplicateSession(deps, code, playerName),
    submitAnswer: (code: string, token: string | undefined, body: Parameters<typeof submitAnswer>[3]) =>
      submitAnswer(deps, code, token, body),
    completeSession: (code: string, token: string | undefined) => completeSession(deps, code, token),
    wordsForSession: (
      code: string,
      token: string | undefined,
      query: Parameters<typeof wordsForSession>[3],
    ) => wordsForSession(deps, code, token, query),
    randomWords: (query: Parameters<typeof randomWords>[1]) => randomWords(deps, query),
  };
}

export type GameServices = ReturnType<typeof createGameServices>;
