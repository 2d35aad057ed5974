import { pickOne, type RandomSource } from './random';

/** Uppercase letters and digits without look-alikes (no 0, O, 1, I), so codes read aloud survive (docs/design.md (gaps closed)). */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const ALPHABET_CHARACTERS = CODE_ALPHABET.split('');

/** A code of `length` characters from CODE_ALPHABET; session codes and lobby codes both use it. */
export function generateCode(length: number, random: RandomSource = Math.random): string {
  if (!Number.isInteger(length) || length < 0) {
    throw new Error('generateCode needs a whole, non-negative length');
  }
  let code = '';
  for (let index = 0; index < length; index += 1) {
    code += pickOne(ALPHABET_CHARACTERS, random);
  }
  return code;
}
