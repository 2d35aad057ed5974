import { createSessionBodySchema, wordsForPlayQuerySchema } from '@bluffle/shared-schema';
import { z } from 'zod';
import { BadRequestError } from '../errors';
import { parse } from './parse';

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestError);
    return (error as Error).message;
  }
  throw new Error('expected a BadRequestError');
}

describe('parse', () => {
  it('returns the parsed value', () => {
    expect(parse(createSessionBodySchema, { playerName: ' Ada ' })).toEqual({ playerName: 'Ada' });
  });

  it('asks for a JSON object when the body is missing or not an object', () => {
    for (const body of [undefined, null, [], 'text']) {
      expect(messageOf(() => parse(createSessionBodySchema, body))).toMatch(/JSON object/);
    }
  });

  it('keeps a message that names its field and prefixes a generic one with the field', () => {
    expect(messageOf(() => parse(createSessionBodySchema, { playerName: 1 }))).toBe(
      'playerName must be text',
    );
    expect(messageOf(() => parse(z.object({ round: z.number() }), { round: 'x' }))).toMatch(/^round: /);
  });

  it('names unknown query parameters, such as operator-shaped ones', () => {
    expect(messageOf(() => parse(wordsForPlayQuerySchema, { 'count[$gt]': '' }, 'query'))).toBe(
      'Unknown query parameter: count[$gt].',
    );
  });

  it('rejects operator objects where text is expected', () => {
    expect(messageOf(() => parse(createSessionBodySchema, { playerName: { $gt: '' } }))).toBe(
      'playerName must be text',
    );
  });
});
