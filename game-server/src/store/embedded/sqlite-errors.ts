// SQLite's constraint failures become our ConflictError at the driver's edge.
import { ConflictError } from '../../domain/errors';

function isConstraintError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

/** Runs a write; a unique/primary-key violation is rethrown as ConflictError(message). */
export function withConflictAs<T>(message: () => string, write: () => T): T {
  try {
    return write();
  } catch (error) {
    if (isConstraintError(error)) throw new ConflictError(message());
    throw error;
  }
}
