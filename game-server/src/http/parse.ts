import { ERROR_CODES } from '@bluffle/shared-schema';
import type { z } from 'zod';
import { BadRequestError } from '../errors';

export type InputPart = 'body' | 'query' | 'path' | 'header';

/**
 * The boundary check (docs/design.md decision 9): parses a request part with its shared zod schema, or throws a
 * BadRequestError whose message a person can act on. Operator-shaped values (`{"$gt": ""}`) fail here,
 * long before any store query, because every schema asks for plain strings, numbers and booleans.
 */
export function parse<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  part: InputPart = 'body',
): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) {
    return result.data;
  }
  throw new BadRequestError(describeIssue(result.error.issues[0], value, part), ERROR_CODES.validationFailed);
}

function describeIssue(issue: z.core.$ZodIssue | undefined, value: unknown, part: InputPart): string {
  if (issue === undefined) {
    return `The request ${part} is not valid.`;
  }
  if (issue.path.length === 0) {
    if (part === 'body' && issue.code === 'invalid_type' && !isPlainObject(value)) {
      return 'Send a JSON object as the request body (Content-Type: application/json).';
    }
    if (issue.code === 'unrecognized_keys') {
      return `Unknown ${part === 'query' ? 'query parameter' : 'field'}: ${issue.keys.join(', ')}.`;
    }
    return issue.message;
  }
  const field = issue.path.map(String).join('.');
  const lastKey = String(issue.path[issue.path.length - 1]);
  // Messages written for the schema usually name their field already ('count must be a number'); the
  // library's generic ones ('Invalid input: expected number') get the field in front.
  return issue.message.includes(lastKey) ? issue.message : `${field}: ${issue.message}`;
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
