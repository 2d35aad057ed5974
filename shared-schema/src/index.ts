export * from './constants';
export * from './word';
export * from './api/common';
export * from './api/errors';
export * from './api/words';
export * from './api/sessions';
export * from './rules';
