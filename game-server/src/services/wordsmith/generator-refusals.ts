import { ERROR_CODES, WORDSMITH_MESSAGES } from '@bluffle/shared-schema';
import { BadRequestError, UnavailableError } from '../../errors';
import { WordGeneratorError } from '../../word-generation/word-generator-client';

/**
 * A generator call of the wordsmith's tools, its failures told to the wordsmith: a language it does not make
 * (Latin) is a 400 saying so, a failed or stuck generator a 503 worth retrying. Other errors pass unchanged.
 */
export async function askGenerator<Result>(call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof WordGeneratorError)) throw error;
    if (error.reason === 'language-not-generated') {
      throw new BadRequestError(WORDSMITH_MESSAGES.latinNotGenerated, ERROR_CODES.languageNotGenerated);
    }
    throw new UnavailableError(WORDSMITH_MESSAGES.checksUnavailable, ERROR_CODES.generatorFailed);
  }
}

/** A seed from the text itself, so that validating the same word twice suggests the same options. */
export function seedOfText(text: string): number {
  let hash = 0;
  for (const character of text) hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}
