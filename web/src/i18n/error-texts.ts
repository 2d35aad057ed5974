import type { ErrorCode } from '@bluffle/shared-schema';

// A file of its own: the catalogue's pages name it, and server-error-text.ts reads the catalogue.

/** Catalogue texts for server refusals, by error code (shared-schema ERROR_CODES). */
export type ErrorTexts = Partial<Record<ErrorCode, string>>;
