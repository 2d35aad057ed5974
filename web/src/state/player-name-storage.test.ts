import { FUNNY_NAMES } from '@bluffle/shared-schema';
import { memoryStorage } from '../storage/key-value-storage';
import {
  loadInitialPlayerName,
  PLAYER_NAME_KEY,
  savePlayerName,
  storedPlayerName,
} from './player-name-storage';

describe('player name storage', () => {
  it('prefers the session name, then the stored name, then a funny name', () => {
    const local = memoryStorage([[PLAYER_NAME_KEY, 'Grace']]);
    expect(loadInitialPlayerName({ local, session: memoryStorage([[PLAYER_NAME_KEY, 'Ada']]) })).toBe('Ada');
    expect(loadInitialPlayerName({ local, session: memoryStorage() })).toBe('Grace');
    expect(FUNNY_NAMES).toContain(
      loadInitialPlayerName({ local: memoryStorage(), session: memoryStorage() }),
    );
  });

  it('saves the cleaned name in both storages and ignores a blank one', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    savePlayerName(storages, '  Ada   Lovelace ');
    expect(storages.local.getItem(PLAYER_NAME_KEY)).toBe('Ada Lovelace');
    expect(storages.session.getItem(PLAYER_NAME_KEY)).toBe('Ada Lovelace');
    savePlayerName(storages, '   ');
    expect(storedPlayerName(storages)).toBe('Ada Lovelace');
  });
});
