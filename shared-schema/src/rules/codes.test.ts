import { sessionCodeSchema } from '../api/common';
import { SESSION_CODE_LENGTH } from '../constants';
import { CODE_ALPHABET, generateCode } from './codes';
import { createSeededRandom } from './random';

describe('CODE_ALPHABET', () => {
  it('has uppercase letters and digits without look-alikes, each once', () => {
    expect(CODE_ALPHABET).toMatch(/^[A-Z2-9]+$/);
    for (const lookAlike of ['0', 'O', '1', 'I']) {
      expect(CODE_ALPHABET).not.toContain(lookAlike);
    }
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    expect(CODE_ALPHABET).toHaveLength(32);
  });
});

describe('generateCode', () => {
  it('makes codes of the asked length from the alphabet only', () => {
    const random = createSeededRandom(5);
    for (const length of [0, 1, 6, SESSION_CODE_LENGTH]) {
      const code = generateCode(length, random);
      expect(code).toHaveLength(length);
      for (const character of code) {
        expect(CODE_ALPHABET).toContain(character);
      }
    }
  });

  it('makes session codes that the session code schema accepts', () => {
    const code = generateCode(SESSION_CODE_LENGTH, createSeededRandom(11));
    expect(sessionCodeSchema.parse(code)).toBe(code);
  });

  it('is deterministic with a seeded source and varies between calls', () => {
    expect(generateCode(8, createSeededRandom(1))).toBe(generateCode(8, createSeededRandom(1)));
    const random = createSeededRandom(2);
    const codes = new Set(Array.from({ length: 50 }, () => generateCode(8, random)));
    expect(codes.size).toBe(50);
  });

  it('rejects a negative or fractional length', () => {
    expect(() => generateCode(-1)).toThrow();
    expect(() => generateCode(2.5)).toThrow();
  });
});
