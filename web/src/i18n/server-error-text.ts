import type { ErrorCode } from '@bluffle/shared-schema';

/** Catalogue texts for server refusals, by error code (shared-schema ERROR_CODES). */
export type ErrorTexts = Partial<Record<ErrorCode, string>>;

/**
 * A server refusal in the interface language: the first catalogue table with a text for its code (the
 * screen's own, then the general ones), or the server's own words for a code the catalogue does not know.
 * Codes decide, never message text (DESIGN decision 9).
 */
export function serverErrorText(
  refusal: { code: ErrorCode | null; message: string },
  ...tables: readonly ErrorTexts[]
): string {
  if (refusal.code !== null) {
    for (const table of tables) {
      const text = table[refusal.code];
      if (text !== undefined) return text;
    }
  }
  return refusal.message;
}
