import { playerNameSchema } from '../api/common';
import { PLAYER_NAME_MAX_LENGTH } from '../constants';
import {
  canStartWithName,
  challengeLandingName,
  cleanPlayerName,
  defaultPlayerName,
  FUNNY_NAMES,
  initialPlayerName,
  randomFunnyName,
} from './player-name';
import { createSeededRandom } from './random';

describe('FUNNY_NAMES', () => {
  it('has exactly 32 distinct names that are valid player names', () => {
    expect(FUNNY_NAMES).toHaveLength(32);
    expect(new Set(FUNNY_NAMES.map((name) => name.toLowerCase())).size).toBe(32);
    for (const name of FUNNY_NAMES) {
      expect(name.length).toBeLessThanOrEqual(PLAYER_NAME_MAX_LENGTH);
      expect(cleanPlayerName(name)).toBe(name);
      expect(playerNameSchema.parse(name)).toBe(name);
    }
  });
});

describe('randomFunnyName', () => {
  it('picks from the list, deterministically for a seed', () => {
    expect(FUNNY_NAMES).toContain(randomFunnyName(createSeededRandom(1)));
    expect(randomFunnyName(createSeededRandom(8))).toBe(randomFunnyName(createSeededRandom(8)));
    expect(randomFunnyName(() => 0)).toBe(FUNNY_NAMES[0]);
  });
});

describe('cleanPlayerName', () => {
  it('trims and collapses inner whitespace', () => {
    expect(cleanPlayerName('   Ada \t  Lovelace \n')).toBe('Ada Lovelace');
    expect(cleanPlayerName('   ')).toBe('');
  });

  it('cuts long names to the maximum length without a trailing space', () => {
    const long = 'A'.repeat(PLAYER_NAME_MAX_LENGTH + 10);
    expect(cleanPlayerName(long)).toHaveLength(PLAYER_NAME_MAX_LENGTH);
    const spaceAtCut = `${'B'.repeat(PLAYER_NAME_MAX_LENGTH - 1)} tail`;
    expect(cleanPlayerName(spaceAtCut)).toBe('B'.repeat(PLAYER_NAME_MAX_LENGTH - 1));
  });

  it('does not split an emoji at the cut', () => {
    const name = `${'C'.repeat(PLAYER_NAME_MAX_LENGTH - 1)}😀`;
    expect(cleanPlayerName(name)).toBe('C'.repeat(PLAYER_NAME_MAX_LENGTH - 1));
  });
});

describe('canStartWithName', () => {
  it('needs a name that is not blank after trimming', () => {
    expect(canStartWithName('Bo')).toBe(true);
    expect(canStartWithName('  x ')).toBe(true);
    expect(canStartWithName('')).toBe(false);
    expect(canStartWithName(' \t\n ')).toBe(false);
  });
});

describe('initialPlayerName', () => {
  it('prefers the session name, then the stored name', () => {
    expect(initialPlayerName({ sessionName: 'Sess', storedName: 'Stored' })).toBe('Sess');
    expect(initialPlayerName({ sessionName: null, storedName: 'Stored' })).toBe('Stored');
    expect(initialPlayerName({ sessionName: '   ', storedName: ' Stored  Name ' })).toBe('Stored Name');
  });

  it('falls back to a random funny name', () => {
    expect(FUNNY_NAMES).toContain(initialPlayerName({}, createSeededRandom(3)));
    expect(FUNNY_NAMES).toContain(
      initialPlayerName({ sessionName: '', storedName: ' ' }, createSeededRandom(3)),
    );
    expect(initialPlayerName({}, () => 0.999)).toBe(FUNNY_NAMES[31]);
  });
});

describe('defaultPlayerName', () => {
  it('is the username or Player in solo', () => {
    expect(defaultPlayerName({ mode: 'solo', username: 'kim' })).toBe('kim');
    expect(defaultPlayerName({ mode: 'solo', username: null, storedName: 'x' })).toBe('Player');
    expect(defaultPlayerName({ mode: 'solo', username: '  ' })).toBe('Player');
  });

  it('is the username, the stored name, then Anonymous Player for a custom session', () => {
    expect(defaultPlayerName({ mode: 'custom', username: 'kim', storedName: 'Stored' })).toBe('kim');
    expect(defaultPlayerName({ mode: 'custom', username: null, storedName: 'Stored' })).toBe('Stored');
    expect(defaultPlayerName({ mode: 'custom' })).toBe('Anonymous Player');
    expect(defaultPlayerName({ mode: 'custom', username: '', storedName: ' ' })).toBe('Anonymous Player');
  });
});

describe('playerNameSchema: one clean line', () => {
  it('refuses control, text-direction and broken characters with a message saying what to fix', () => {
    const messageOf = (name: string) => playerNameSchema.safeParse(name).error?.issues[0]?.message;
    expect(messageOf('Ada\tLovelace')).toBe(
      'A player name must be one line: no line breaks, tabs or other control characters.',
    );
    expect(messageOf('\u2066Ada')).toBe(
      'A player name cannot contain invisible characters such as text-direction marks; please type it again without them.',
    );
    expect(messageOf('Ada\udc00')).toBe(
      'A player name contains a broken character (half of an emoji); please type it again.',
    );
    // Surrounding whitespace is trimmed first, as before.
    expect(playerNameSchema.parse('  Zoë 😀\n')).toBe('Zoë 😀');
  });
});

describe('challengeLandingName', () => {
  it("starts from the signed-in account's name, before the one saved on this browser", () => {
    expect(challengeLandingName({ username: 'kim', storedName: 'Thesaurus Rex' })).toBe('kim');
  });

  it('starts from the name saved on this browser for a guest', () => {
    expect(challengeLandingName({ username: null, storedName: '  Ana   B ' })).toBe('Ana B');
  });

  it('is empty for a newcomer with no name at all, never a made-up Challenger', () => {
    expect(challengeLandingName({})).toBe('');
    expect(challengeLandingName({ username: '  ', storedName: null })).toBe('');
  });
});
