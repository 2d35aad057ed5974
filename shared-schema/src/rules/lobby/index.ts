// Multiplayer lobby rules (issue 6): pure, so the room, the REST routes and the client read them the same way.
export * from './lobby-status';
export * from './lobby-refusal';
export * from './lobby-code';
export * from './lobby-seats';
export * from './start-game';
export * from './host-succession';
export * from './host-actions';
export * from './lobby-round-time';
export * from './lobby-round-scoring';
export * from './lobby-round-end';
export * from './lobby-answer-guards';
export * from './final-standings';
export * from './lobby-views';
export * from './lobby-game-state';
export * from './lobby-reducer';
export * from './join-refusals';
export * from './lobby-audience';
