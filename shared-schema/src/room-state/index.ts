// The lobby room's synced state (@colyseus/schema v5 builders; the decorator style needs compiler flags).
// Its own entry, `@bluffle/shared-schema/room-state`, not the package index: defining the classes pulls all of
// @colyseus/schema into a bundle (about 95 kB of the web's 390 kB), so only code that uses them pays for it.
export * from './room-word';
export * from './room-player';
export * from './room-reveal';
export * from './lobby-state';
