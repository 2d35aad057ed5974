// The wordsmith's Create-A-Bluff rules: pure checks the page and the server's Validate share.
export * from './check-word-form';
export * from './distinct-options';
export * from './feedback';
export * from './field-text';
export * from './form-fields';
export * from './form-problems';
export * from './required-fields';
export * from './word-forms';
export * from './word-in-texts';
export * from './word-shape';
export * from './word-feedback';
export * from './word-form';
