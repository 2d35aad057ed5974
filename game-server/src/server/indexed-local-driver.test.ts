import type { IRoomCache } from '@colyseus/core';
import { IndexedLocalDriver } from './indexed-local-driver';

function listing(roomId: string, overrides: Partial<IRoomCache> = {}): IRoomCache {
  return { roomId, name: 'lobby', clients: 0, maxClients: 4, locked: false, processId: 'p1', ...overrides };
}

describe('IndexedLocalDriver', () => {
  it('finds a room by id once inserted or persisted, and no longer once removed or cleared', async () => {
    const driver = new IndexedLocalDriver();
    const first = listing('ABC123');
    const second = listing('DEF456');
    expect(await driver.insert(first)).toBe(true);
    expect(driver.persist(second, true)).toBe(true);

    expect(await driver.findOne({ roomId: 'ABC123' })).toBe(first);
    expect(await driver.findOne({ roomId: 'DEF456' })).toBe(second);
    expect(await driver.findOne({ roomId: 'NOPE00' })).toBeUndefined();

    driver.remove('ABC123');
    expect(await driver.findOne({ roomId: 'ABC123' })).toBeUndefined();
    driver.clear();
    expect(await driver.findOne({ roomId: 'DEF456' })).toBeUndefined();
  });

  it('keeps the first of two listings with one id, as the local driver does', async () => {
    const driver = new IndexedLocalDriver();
    const first = listing('ABC123');
    expect(await driver.insert(first)).toBe(true);
    expect(await driver.insert(listing('ABC123', { processId: 'p2' }))).toBe(false);
    expect(await driver.findOne({ roomId: 'ABC123' })).toBe(first);
  });

  it('answers other queries, and a listing whose id changed, by the local driver', async () => {
    const driver = new IndexedLocalDriver();
    const open = listing('ABC123');
    const locked = listing('DEF456', { locked: true });
    await driver.insert(open);
    await driver.insert(locked);

    expect(await driver.findOne({ roomId: 'DEF456', locked: false })).toBeUndefined();
    expect(await driver.findOne({ name: 'lobby', locked: false })).toBe(open);

    open.roomId = 'GHI789';
    expect(await driver.findOne({ roomId: 'ABC123' })).toBeUndefined();
    expect(await driver.findOne({ roomId: 'GHI789' })).toBe(open);
  });
});
