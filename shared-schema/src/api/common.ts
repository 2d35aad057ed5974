import { z } from 'zod';
import { PLAYER_NAME_MAX_LENGTH, SESSION_CODE_LENGTH } from '../constants';
import { findUnsafeCharacter, unsafeTextMessage } from '../rules/safe-text';

/** A session code in a path: uppercase letters and digits without look-alikes, case-insensitive. */
export const sessionCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{${SESSION_CODE_LENGTH}}$`), {
    error: `A session code is ${SESSION_CODE_LENGTH} letters and digits.`,
  });

export const wordIdSchema = z.string().trim().min(1, 'wordId is required').max(64, 'wordId is too long');

/**
 * Refuses text other players will see when it holds control, invisible (text-direction) or broken
 * characters, telling the person which (rules/safe-text.ts). `label` names the field as they know it.
 */
export function refuseUnsafeCharacters(label: string) {
  return (value: string, context: z.RefinementCtx<string>): void => {
    const kind = findUnsafeCharacter(value);
    if (kind !== null) context.addIssue({ code: 'custom', message: unsafeTextMessage(label, kind) });
  };
}

/** Player names are trimmed, non-blank, short and one clean line; rules/player-name.ts picks fallbacks. */
export const playerNameSchema = z
  .string({ error: 'playerName must be text' })
  .trim()
  .min(1, 'Please enter a player name.')
  .max(PLAYER_NAME_MAX_LENGTH, `A player name is at most ${PLAYER_NAME_MAX_LENGTH} characters.`)
  .superRefine(refuseUnsafeCharacters('A player name'));

/** Query-string integers arrive as text; a missing or blank value takes the default. */
export function queryInt(options: { min: number; max: number; fallback: number; name: string }) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? options.fallback : Number(value)),
    z
      .number({ error: `${options.name} must be a number` })
      .int(`${options.name} must be a whole number`)
      .min(options.min, `${options.name} must be at least ${options.min}`)
      .max(options.max, `${options.name} must be at most ${options.max}`),
  );
}
