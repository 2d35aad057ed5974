import { ERROR_CODES } from '../../errors';
import { LOBBY_CODE_LENGTH } from '../../constants';
import { CODE_ALPHABET } from '../codes';
import { createSeededRandom } from '../random';
import { generateLobbyCode, normaliseLobbyCode } from './lobby-code';

describe('generateLobbyCode', () => {
  it('makes 6-character codes from the look-alike-free alphabet', () => {
    const random = createSeededRandom(3);
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const code = generateLobbyCode(random);
      expect(code).toHaveLength(LOBBY_CODE_LENGTH);
      expect([...code].every((character) => CODE_ALPHABET.includes(character))).toBe(true);
    }
  });

  it('is the same code for the same seed', () => {
    expect(generateLobbyCode(createSeededRandom(9))).toBe(generateLobbyCode(createSeededRandom(9)));
  });
});

describe('normaliseLobbyCode', () => {
  it('trims and uppercases what was typed', () => {
    expect(normaliseLobbyCode('  ab3xyz \n')).toEqual({ isRefused: false, value: 'AB3XYZ' });
  });

  it('keeps at most 6 characters, as the spec’s input field does', () => {
    expect(normaliseLobbyCode('abcdefgh')).toEqual({ isRefused: false, value: 'ABCDEF' });
  });

  it('refuses a blank code with the spec’s message', () => {
    for (const typed of ['', '   ', '\t']) {
      expect(normaliseLobbyCode(typed)).toEqual({
        isRefused: true,
        refusal: { code: ERROR_CODES.lobbyCodeRequired, message: 'Please enter a lobby code' },
      });
    }
  });
});
