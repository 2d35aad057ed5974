import { findUnsafeCharacter, unsafeTextMessage, withoutUnsafeCharacters } from './safe-text';

describe('findUnsafeCharacter', () => {
  it('lets ordinary names through, in any script, with emoji and joiners', () => {
    for (const name of [
      'Ada Lovelace',
      'Zoë',
      'محمد',
      'שלום',
      '李小龍',
      'Bluff 😀',
      '👨‍👩‍👧 family',
      'می‌خواهم',
    ]) {
      expect({ name, kind: findUnsafeCharacter(name) }).toEqual({ name, kind: null });
    }
  });

  it.each([
    ['a line break', 'Ada\nLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['NUL', 'Ada\u0000'],
    ['escape', '\u001b[31mRed'],
    ['DEL', 'Ada\u007f'],
    ['a C1 control', 'Ada\u0085'],
    ['the line separator', 'Ada\u2028Lovelace'],
  ])('calls %s a control character', (_case, text) => {
    expect(findUnsafeCharacter(text)).toBe('control');
  });

  it.each([
    ['RIGHT-TO-LEFT OVERRIDE', '\u202egnp.exe'],
    ['LEFT-TO-RIGHT EMBEDDING', 'a\u202ab'],
    ['POP DIRECTIONAL FORMATTING', 'a\u202cb'],
    ['RIGHT-TO-LEFT ISOLATE', 'a\u2067b'],
    ['POP DIRECTIONAL ISOLATE', 'a\u2069b'],
    ['LEFT-TO-RIGHT MARK', 'Ada\u200e'],
    ['RIGHT-TO-LEFT MARK', 'Ada\u200f'],
    ['ARABIC LETTER MARK', 'Ada\u061c'],
    ['ZERO WIDTH SPACE', 'A\u200bda'],
    ['the byte-order mark', '\ufeffAda'],
  ])('calls %s invisible', (_case, text) => {
    expect(findUnsafeCharacter(text)).toBe('invisible');
  });

  it('calls a lone surrogate, high or low, broken', () => {
    expect(findUnsafeCharacter('Ada\ud83d')).toBe('broken');
    expect(findUnsafeCharacter('\ude00Ada')).toBe('broken');
    expect(findUnsafeCharacter('😀'.slice(0, 1))).toBe('broken');
  });
});

describe('unsafeTextMessage', () => {
  it('says what to fix, for the field the person knows', () => {
    expect(unsafeTextMessage('A player name', 'control')).toBe(
      'A player name must be one line: no line breaks, tabs or other control characters.',
    );
    expect(unsafeTextMessage('A username', 'invisible')).toBe(
      'A username cannot contain invisible characters such as text-direction marks; please type it again without them.',
    );
    expect(unsafeTextMessage('A name', 'broken')).toBe(
      'A name contains a broken character (half of an emoji); please type it again.',
    );
  });
});

describe('withoutUnsafeCharacters', () => {
  it('cleans what cannot be sent back: controls become spaces, invisible and broken characters go', () => {
    expect(withoutUnsafeCharacters('  Ada\n\tLovelace ')).toBe('Ada Lovelace');
    expect(withoutUnsafeCharacters('\u202eAda\u202c Love\u200blace\ud83d')).toBe('Ada Lovelace');
    expect(withoutUnsafeCharacters('Zoë 😀 👨‍👩‍👧')).toBe('Zoë 😀 👨‍👩‍👧');
    expect(withoutUnsafeCharacters('\u0000\u202e')).toBe('');
  });
});
