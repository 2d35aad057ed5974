// Pure game rules (STYLE habit 1): no I/O, no framework imports; server and client both call these.
export * from './random';
export * from './codes';
export * from './scoring';
export * from './fast-answer';
export * from './timers';
export * from './judging';
export * from './followup-options';
export * from './results';
export * from './reveal';
export * from './round';
export * from './xp';
export * from './player-name';
export * from './safe-text';
export * from './avatar-url';
export * from './stats';
export * from './share';
export * from './roles';
