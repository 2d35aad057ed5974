// First: how zod runs in a browser, decided before any schema below is created.
import './schema-runtime';
export * from './constants';
export * from './word';
export * from './api/common';
export * from './api/identity';
export * from './api/errors';
export * from './api/words';
export * from './api/admin-words';
export * from './api/wordsmith';
export * from './api/wordsmith-messages';
export * from './api/sessions';
export * from './api/users';
export * from './api/auth';
export * from './api/matchmake';
export * from './api/lobby-messages';
export * from './api/multiplayer';
export * from './api/payments';
export * from './rules';
