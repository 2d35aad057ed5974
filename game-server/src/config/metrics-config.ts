import { z } from 'zod';
import { optionalText, readEnvVariable } from './read-variable';

/**
 * Who may read GET /metrics. The numbers say how busy the server is and how its process is doing, which is
 * nobody's business on the open internet: with a token only its holder reads them; without one they are open
 * on a developer's machine and off in production, where an operator has to choose a token to turn them on.
 */
export type MetricsAccess = { kind: 'off' } | { kind: 'open' } | { kind: 'token'; token: string };

/** Long enough that guessing it over HTTP is hopeless. */
const MIN_TOKEN_LENGTH = 16;

const metricsToken = optionalText.pipe(
  z
    .string()
    .min(MIN_TOKEN_LENGTH, `must be at least ${MIN_TOKEN_LENGTH} characters`)
    .regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces (it is sent in a header)')
    .optional(),
);

export function readMetricsAccess(env: NodeJS.ProcessEnv, nodeEnv: string): MetricsAccess {
  const token = readEnvVariable(env, 'METRICS_TOKEN', metricsToken);
  if (token !== undefined) return { kind: 'token', token };
  return nodeEnv === 'production' ? { kind: 'off' } : { kind: 'open' };
}
