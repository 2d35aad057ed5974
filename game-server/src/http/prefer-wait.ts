import { z } from 'zod';

/** RFC 7240's wait: delta-seconds, a non-negative integer (a quoted-string value is read unquoted). */
const waitSecondsSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** Splits a header at this separator where it is not inside a quoted-string. */
function splitOutsideQuotes(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let start = 0;
  let isQuoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isQuoted && char === '\\') index += 1;
    else if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && char === separator) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The `wait` preference of a request's Prefer headers (RFC 7240 §4.3), in seconds, or undefined when there is
 * none or it is not a non-negative integer: a preference the server cannot read is ignored, never refused
 * (RFC 7240 §2). The first `wait` given counts, as the RFC has it for a preference named twice.
 */
export function preferredWaitSeconds(prefer: string | string[] | undefined): number | undefined {
  const header = Array.isArray(prefer) ? prefer.join(',') : prefer;
  if (header === undefined) return undefined;
  for (const preference of splitOutsideQuotes(header, ',')) {
    // `name [= value]`, then its parameters after `;`, which wait has none of.
    const [nameAndValue = ''] = splitOutsideQuotes(preference, ';');
    const equals = nameAndValue.indexOf('=');
    const name = (equals === -1 ? nameAndValue : nameAndValue.slice(0, equals)).trim();
    if (name.toLowerCase() !== 'wait') continue;
    const raw = equals === -1 ? '' : nameAndValue.slice(equals + 1).trim();
    const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    const parsed = waitSecondsSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  }
  return undefined;
}
