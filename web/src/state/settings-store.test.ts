import { migrateSettings } from './settings-store';

describe('migrateSettings', () => {
  it('lowercases a version-1 language and keeps the mute choice', () => {
    expect(migrateSettings({ selectedLanguage: 'Filipino', isMuted: false }, 1)).toEqual({
      selectedLanguage: 'filipino',
      isMuted: false,
    });
  });

  it('falls back to English and muted for unknown or missing values', () => {
    expect(migrateSettings({ selectedLanguage: 'Klingon', isMuted: 'no' }, 1)).toEqual({
      selectedLanguage: 'english',
      isMuted: true,
    });
    expect(migrateSettings(undefined, 0)).toEqual({ selectedLanguage: 'english', isMuted: true });
  });
});
