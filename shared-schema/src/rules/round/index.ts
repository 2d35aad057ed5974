// The solo round reducer: its state and events, the guards, and the reducer (issue 6).
export * from './round-state';
export * from './round-guards';
export * from './round-reducer';
export * from './game-summary';
