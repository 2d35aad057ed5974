import {
  ALL_ROUTES,
  OPERATIONS_ROUTES,
  PLAYER_TOKEN_HEADER,
  type AccessRule,
  type RouteContract,
} from '@bluffle/shared-schema';
import { z } from 'zod';
import { SESSION_COOKIE_NAME } from '../../auth/session-middleware';
import { describeRule } from '../access/route-table';

// The REST surface as one OpenAPI 3.1 document (docs/design.md decision 14), built from the routes' contracts
// (shared-schema/src/api/routes: method, path, access rule, and the zod schemas the handler's input is parsed
// with). zod 4 writes JSON Schema 2020-12 itself, which is OpenAPI 3.1's schema dialect: no converter of our own.

/** The built web app's catch-all: pages, not API (docs/design.md decision 1). */
const WEB_APP_PATH = OPERATIONS_ROUTES.webApp.path;

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { openapi: '3.1.0'; paths: Record<string, unknown> };

const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE_NAME,
    description:
      'The sign-in session (docs/design.md decision 5), set by /auth/local or a provider’s callback.',
  },
  playerToken: {
    type: 'apiKey',
    in: 'header',
    name: PLAYER_TOKEN_HEADER,
    description:
      'A solo session’s player token, answered by sessions/create and duplicate (docs/design.md decision 11).',
  },
} as const;

const apiErrorSchema = z.object({
  error: z.string().describe('A message a person can act on.'),
  code: z.string().describe('A stable code (shared-schema src/errors.ts).'),
});

/** The conditional and long-poll headers of the lobby polls: a 304 for an unchanged view, a held poll on Prefer: wait. */
const LONG_POLL_PARAMETERS: JsonSchema[] = [
  {
    name: 'If-None-Match',
    in: 'header',
    required: false,
    schema: { type: 'string' },
    description:
      'The ETag of the view the poller holds: 304 without a body while the view is unchanged. A game view’s tag carries its countdown, so without Prefer a second ticking off is a change.',
  },
  {
    name: 'Prefer',
    in: 'header',
    required: false,
    schema: { type: 'string', examples: ['wait=8'] },
    description:
      'wait=<seconds> (RFC 7240), with If-None-Match: a long poll. While the view named is current but for its countdown, the answer waits until the lobby changes (200 with the view, timeLeft as of then) or the wait ends (304). The wait is capped below the 10 s after which a silent player is dropped, and a held poll keeps the player seated. A wait that is not a non-negative integer, or any other preference, is ignored.',
  },
];

const LONG_POLL_RESPONSE_HEADERS = {
  ETag: { description: 'The view’s tag, for the next If-None-Match.', schema: { type: 'string' } },
  'Preference-Applied': {
    description: 'wait=<seconds> when the Prefer wait was applied: the wait as capped.',
    schema: { type: 'string' },
  },
};

/** A zod schema as JSON Schema: what a client sends (`input`) or what the server answers (`output`). */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Transforms and preprocessing cannot be written as JSON Schema; their input side is described as 'any'.
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return jsonSchema;
}

function describeAccess(rule: AccessRule): string {
  if (rule === 'public') return 'anyone, guests included';
  if (rule === 'signed-in') return 'any signed-in user';
  if (rule === 'self-or-admin') return 'the user named by {userId}, or an admin';
  return `users holding the ${rule.role} role (admins hold every role)`;
}

/** Query fields a request must send: those whose absence the schema refuses. */
function requiredQueryFields(query: z.ZodObject): Set<string> {
  const result = query.safeParse({});
  return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
}

function parametersOf(route: RouteContract): JsonSchema[] {
  const pathParameters = [...route.path.matchAll(/:(\w+)/g)].map(([, name = '']) => {
    const schema = (route.params as Record<string, z.ZodType> | undefined)?.[name];
    return {
      name,
      in: 'path',
      required: true,
      schema: schema ? jsonSchemaOf(schema, 'input') : { type: 'string' },
    };
  });
  const query = route.query;
  const required = query ? requiredQueryFields(query) : new Set<string>();
  const queryParameters = Object.entries(query?.shape ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: jsonSchemaOf(schema as z.ZodType, 'input'),
  }));
  return [...pathParameters, ...queryParameters, ...(route.isLongPoll ? LONG_POLL_PARAMETERS : [])];
}

function securityOf(route: RouteContract): Array<Record<string, string[]>> {
  if (route.access !== 'public') return [{ sessionCookie: [] }];
  if (route.playerToken === 'required') return [{ playerToken: [] }];
  // `{}`: no credential needed; the token only adds the player's own details.
  if (route.playerToken === 'optional') return [{ playerToken: [] }, {}];
  return [];
}

/** e.g. POST /api/sessions/:code/answers -> postSessionsCodeAnswers. */
function operationIdOf(route: RouteContract): string {
  const words = route.path
    .replace(/^\/api\//, '/')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return (
    route.method.toLowerCase() + words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')
  );
}

/** The first segment under /api (sessions, words, users...), else auth or operations. */
function tagOf(path: string): string {
  const [, first, second = ''] = path.split('/');
  if (first === 'api') return second === 'openapi.json' ? 'docs' : second;
  return first === 'auth' ? 'auth' : 'operations';
}

function operationOf(route: RouteContract): JsonSchema {
  const access = describeRule(route.access);
  const body = route.body;
  const successStatus = String(route.status ?? 200);
  return {
    operationId: operationIdOf(route),
    tags: [tagOf(route.path)],
    summary: route.summary,
    description: `Access: ${describeAccess(route.access)} (\`${access}\`).`,
    'x-access': access,
    security: securityOf(route),
    parameters: parametersOf(route),
    ...(body && {
      requestBody: {
        required: !body.safeParse({}).success,
        content: { 'application/json': { schema: jsonSchemaOf(body, 'input') } },
      },
    }),
    responses: {
      [successStatus]: {
        description: 'Success',
        ...(route.isLongPoll && { headers: LONG_POLL_RESPONSE_HEADERS }),
        ...(route.response && {
          content: { 'application/json': { schema: jsonSchemaOf(route.response, 'output') } },
        }),
      },
      ...(route.isLongPoll && {
        '304': {
          description:
            'Not modified: the view named by If-None-Match is current (for a long poll, current but for its countdown when the wait ended).',
          headers: LONG_POLL_RESPONSE_HEADERS,
        },
      }),
      '4XX': {
        description: 'Refused: bad input (400), not signed in (401), not allowed (403), not found (404)...',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
      },
    },
  };
}

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of ALL_ROUTES) {
    if (route.path === WEB_APP_PATH) continue;
    const openApiPath = route.path.replace(/:(\w+)/g, '{$1}');
    paths[openApiPath] ??= {};
    paths[openApiPath][route.method.toLowerCase()] = operationOf(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bluffle REST API',
      version: '1',
      description:
        'Every REST route of the game server, from its route table and zod schemas. Errors answer `{ error, code }`. ' +
        '`x-access` names each route’s access rule (`public`, `signed-in`, `self-or-admin`, `role:<role>`).',
    },
    paths,
    components: {
      securitySchemes: SECURITY_SCHEMES,
      schemas: { ApiError: jsonSchemaOf(apiErrorSchema, 'output') },
    },
  };
}

let cachedDocument: OpenApiDocument | undefined;

/** Built on first use, then kept: the routes and schemas do not change while the process runs. */
export function openApiDocument(): OpenApiDocument {
  cachedDocument ??= buildOpenApiDocument();
  return cachedDocument;
}
