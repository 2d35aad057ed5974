// MongoDB's duplicate key error (code 11000) becomes our ConflictError at the driver's edge.
import { ConflictError } from '../../domain/errors';

export const DUPLICATE_KEY_CODE = 11000;

export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === DUPLICATE_KEY_CODE;
}

/** Runs a write; a duplicate key is rethrown as ConflictError(message). */
export async function withConflictAs<T>(message: () => string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError(message());
    throw error;
  }
}

/** The indexes of an unordered insertMany's documents that failed; only duplicate keys are expected. */
export function duplicateIndexesOf(error: unknown): Set<number> | null {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  if (writeErrors === undefined || writeErrors === null) return null;
  const list = (Array.isArray(writeErrors) ? writeErrors : [writeErrors]) as {
    index: number;
    code: number;
  }[];
  if (!list.every((writeError) => writeError.code === DUPLICATE_KEY_CODE)) return null;
  return new Set(list.map((writeError) => writeError.index));
}
