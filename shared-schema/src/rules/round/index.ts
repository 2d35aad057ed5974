// The solo round reducer: its state and events, the guards, the reducer and the rounds' opening (10).
export * from './round-state';
export * from './round-guards';
export * from './round-reducer';
export * from './round-opening';
export * from './round-deadline';
export * from './round-resume';
export * from './game-summary';
export * from './session-views';
