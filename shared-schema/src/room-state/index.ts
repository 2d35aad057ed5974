// The lobby room's synced state (@colyseus/schema v5 builders; the decorator style needs compiler flags).
export * from './room-word';
export * from './room-player';
export * from './lobby-state';
