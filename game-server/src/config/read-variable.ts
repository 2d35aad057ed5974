import { z } from 'zod';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** A blank variable counts as unset, so `PORT=` in a .env file means "use the default". */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A count such as a rate limit: a whole number of at least 1, `fallback` when unset; `unit` names what is counted. */
export function positiveWholeNumber(fallback: number, unit: string) {
  return optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,9}$/, `must be a whole number of ${unit}`)
      .transform(Number)
      .refine((value) => value >= 1, 'must be at least 1')
      .default(fallback),
  );
}

/** Parses one environment variable with its schema, or throws a ConfigError naming it (docs/design.md, Configuration). */
export function readEnvVariable<Schema extends z.ZodType>(
  env: NodeJS.ProcessEnv,
  name: string,
  schema: Schema,
): z.output<Schema> {
  const raw = env[name];
  const result = schema.safeParse(raw);
  if (!result.success) {
    const reason = result.error.issues[0]?.message ?? 'is not valid';
    throw new ConfigError(`Invalid configuration: ${name} ${reason} (got ${JSON.stringify(raw)}).`);
  }
  return result.data;
}
