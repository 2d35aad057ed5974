import type { RecordedResponse } from '../support/browser';

// docs/design.md decision 3: a word's truth (isReal, the explanation, the follow-up's answers) stays on the server until
// the word is answered. These helpers find where a recorded response body would have told the page.

const TRUTH_KEYS = ['isReal', 'explanation', 'correctAnswer', 'definitionCorrect', 'wordsReal'];

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) {
    for (const item of value) yield* objectsIn(item);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    yield record;
    for (const child of Object.values(record)) yield* objectsIn(child);
  }
}

/** The ids the responses gave the word with this text (from the words served for play). */
function idsOf(responses: readonly RecordedResponse[], word: string): Set<string> {
  const ids = new Set<string>();
  for (const response of responses) {
    for (const object of objectsIn(parseJson(response.body))) {
      if (object.word === word && typeof object.id === 'string') ids.add(object.id);
      if (object.word === word && typeof object.wordId === 'string') ids.add(object.wordId);
    }
  }
  return ids;
}

/**
 * The URLs of responses that reveal the word's truth: an object about the word (by text or id) carrying a
 * truth key, or a body containing the word's explanation text anywhere.
 */
export function truthExposures(
  responses: readonly RecordedResponse[],
  word: string,
  explanation: string,
): string[] {
  const ids = idsOf(responses, word);
  const exposing: string[] = [];
  for (const response of responses) {
    const isAboutWord = (object: Record<string, unknown>) =>
      object.word === word ||
      (typeof object.id === 'string' && ids.has(object.id)) ||
      (typeof object.wordId === 'string' && ids.has(object.wordId));
    const objects = [...objectsIn(parseJson(response.body))];
    const revealsByKey = objects.some(
      (object) => isAboutWord(object) && TRUTH_KEYS.some((key) => key in object),
    );
    if (revealsByKey || response.body.includes(explanation)) exposing.push(response.url);
  }
  return exposing;
}

/** Whether any response served the word at all (so a clean exposure check is not vacuous). */
export function wasServed(responses: readonly RecordedResponse[], word: string): boolean {
  return idsOf(responses, word).size > 0;
}
