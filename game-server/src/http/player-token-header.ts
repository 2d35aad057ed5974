import { PLAYER_TOKEN_HEADER } from '@bluffle/shared-schema';
import type { Request } from 'express';

/** The player token a guest proves ownership of a session with; absent or repeated headers count as none. */
export function playerTokenOf(request: Request): string | undefined {
  const value = request.headers[PLAYER_TOKEN_HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
