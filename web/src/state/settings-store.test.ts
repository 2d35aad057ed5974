import { migratePersistedSettings, migrateSettings } from './settings-store';

describe('migrateSettings', () => {
  it('lowercases a version-1 language and keeps the mute choice', () => {
    expect(migrateSettings({ selectedLanguage: 'Filipino', isMuted: false }, 1)).toEqual({
      selectedLanguage: 'filipino',
      isMuted: false,
      isRelaxed: false,
      isCodeHidden: false,
    });
  });

  it('falls back to English and muted for unknown or missing values', () => {
    expect(migrateSettings({ selectedLanguage: 'Klingon', isMuted: 'no' }, 1)).toEqual({
      selectedLanguage: 'english',
      isMuted: true,
      isRelaxed: false,
      isCodeHidden: false,
    });
    expect(migrateSettings(undefined, 0)).toEqual({
      selectedLanguage: 'english',
      isMuted: true,
      isRelaxed: false,
      isCodeHidden: false,
    });
  });

  it('keeps a remembered hide-code choice (streaming)', () => {
    expect(
      migrateSettings({ selectedLanguage: 'english', isMuted: true, isCodeHidden: true }, 4),
    ).toMatchObject({
      isCodeHidden: true,
    });
  });

  it('keeps a remembered relaxed choice', () => {
    expect(migrateSettings({ selectedLanguage: 'english', isMuted: true, isRelaxed: true }, 3)).toMatchObject(
      {
        isRelaxed: true,
      },
    );
  });

  it('opens How to play once for settings stored before it existed, and remembers that it was dismissed', () => {
    expect(migratePersistedSettings({ selectedLanguage: 'filipino', isMuted: false }, 4)).toEqual({
      selectedLanguage: 'filipino',
      isMuted: false,
      isRelaxed: false,
      isCodeHidden: false,
      hasSeenHowToPlay: false,
    });
    expect(
      migratePersistedSettings({ selectedLanguage: 'english', hasSeenHowToPlay: true }, 5),
    ).toMatchObject({
      hasSeenHowToPlay: true,
    });
  });
});
