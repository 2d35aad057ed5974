import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROUTE_TABLE } from '../../game-server/src/http/access/route-table';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// The REST surface as OpenAPI 3.1 (docs/design.md decision 14): every route of the route table is in the
// document, the spec's calls (docs/product.md §7) are there with the spec's field names, the document is valid, and its
// reference page runs under the app's Content-Security-Policy with no inline script.

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
};
interface Operation {
  summary?: string;
  'x-access'?: string;
  security?: Array<Record<string, string[]>>;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

/** A docs/product.md §7 row: the spec's method and path, what the client sends, and the answer's fields it reads. */
interface SpecCall {
  call: string;
  body?: string[];
  query?: string[];
  /** Dotted paths into the answer; `[]` steps into an array's items. */
  response?: string[];
}

const USER_FLAGS = ['isAdmin', 'isWordsmith', 'isLexivestor'];
const LOBBY_ACTION = ['lobbyCode', 'userId'];
const WORD_FORM = [
  'word',
  'language',
  'isReal',
  'definition',
  'usage',
  'explanation',
  'difficulty',
  'category',
];

const SPEC_CALLS: SpecCall[] = [
  { call: 'POST /api/users', body: ['id', 'username', 'email', 'provider', 'avatar'], response: USER_FLAGS },
  { call: 'GET /api/users/{id}', response: USER_FLAGS },
  {
    call: 'POST /api/users/{userId}/stats',
    body: [
      'gamesPlayed',
      'correctAnswers',
      'incorrectAnswers',
      'bestStreak',
      'totalScore',
      'experiencePoints',
      'level',
      'averageTimePerAnswer',
    ],
  },
  {
    call: 'GET /api/users/{userId}/stats',
    response: [
      'totalGamesPlayed',
      'totalCorrectAnswers',
      'totalIncorrectAnswers',
      'bestStreak',
      'totalScore',
      'experiencePoints',
      'level',
      'averageTimePerAnswer',
      'realWordsCorrect',
      'fakeWordsCorrect',
      'realWordsIncorrect',
      'fakeWordsIncorrect',
      'totalWordsPlayed',
      'hardRealWordsCorrect',
      'hardFakeWordsCorrect',
      'totalHardWordsPlayed',
    ],
  },
  {
    call: 'POST /api/sessions/create',
    body: ['playerName', 'userId', 'totalRounds'],
    response: ['sessionCode'],
  },
  { call: 'GET /api/words/session/{code}', query: ['count', 'language'], response: ['words'] },
  { call: 'GET /api/words/random', query: ['count', 'language'], response: ['words'] },
  {
    call: 'GET /api/sessions/{code}',
    response: ['session.playerName', 'session.score', 'answers[].word'],
  },
  // The spec's duplicate also reads `answers`: the original player's calls, which would tell the challenger
  // every word's truth before playing it (docs/design.md decision 3), so the server answers the new game's words.
  { call: 'POST /api/sessions/{code}/duplicate', body: ['playerName'], response: ['newSessionCode'] },
  {
    call: 'POST /api/sessions/{code}/answers',
    body: ['wordId', 'roundNumber', 'playerAnswer', 'isCorrect', 'timeSpent', 'followupAnswer'],
  },
  { call: 'POST /api/sessions/{code}/complete', body: ['score', 'correctAnswers', 'streak'] },
  {
    call: 'POST /api/payments/create-checkout-session',
    body: ['subscriptionType', 'userId', 'userEmail'],
    response: ['url'],
  },
  {
    call: 'POST /api/multiplayer/create',
    body: ['lobbyCode', 'userId', 'playerName', 'avatar', 'maxPlayers', 'totalRounds', 'language'],
    response: ['lobby'],
  },
  {
    call: 'POST /api/multiplayer/join',
    body: ['lobbyCode', 'userId', 'playerName', 'avatar'],
    response: ['lobby'],
  },
  { call: 'POST /api/multiplayer/ready', body: [...LOBBY_ACTION, 'isReady'] },
  { call: 'POST /api/multiplayer/start', body: LOBBY_ACTION },
  { call: 'GET /api/multiplayer/lobby/{lobbyCode}' },
  { call: 'POST /api/multiplayer/leave', body: LOBBY_ACTION },
  { call: 'GET /api/multiplayer/game/{lobbyCode}' },
  { call: 'POST /api/multiplayer/answer', body: [...LOBBY_ACTION, 'answer', 'timeSpent', 'roundNumber'] },
  { call: 'POST /api/multiplayer/next-round', body: ['lobbyCode'] },
  {
    call: 'POST /api/admin/words/generate',
    body: ['count', 'language', 'userId'],
    response: ['words', 'duplicatesSkipped', 'duplicateWords'],
  },
  { call: 'GET /api/words', query: ['limit', 'offset', 'search', 'language'], response: ['words', 'total'] },
  {
    call: 'POST /api/words/upload-csv',
    body: ['csvText'],
    response: ['total', 'created', 'skipped', 'errors'],
  },
  { call: 'POST /api/words/autofill', body: ['word', 'language'] },
  { call: 'POST /api/words/summon', body: ['language'] },
  {
    call: 'POST /api/words/validate',
    body: WORD_FORM,
    response: ['isValid', 'feedback', 'suggestedChanges'],
  },
  { call: 'POST /api/words/wordsmith', body: [...WORD_FORM, 'userId'] },
  { call: 'GET /api/words/search', query: ['query', 'limit'], response: ['words'] },
  { call: 'GET /api/sessions/my-sessions', query: ['userId'], response: ['sessions'] },
  {
    call: 'POST /api/sessions/create-custom',
    body: ['userId', 'wordIds', 'playerName'],
    response: ['sessionCode'],
  },
];

/** /api/users/:userId and /api/users/{id} alike: parameter names aside, the same path. */
function pathShape(routePath: string): string {
  return routePath.replace(/:\w+|\{[^}]*\}/g, '{}');
}

/** The schema's properties, through nullable (`anyOf: [..., null]`) wrappers. */
function propertiesOf(schema: Schema | undefined): Record<string, Schema> {
  if (schema === undefined) return {};
  if (schema.anyOf) return Object.assign({}, ...schema.anyOf.map(propertiesOf)) as Record<string, Schema>;
  return schema.properties ?? {};
}

function itemsOf(schema: Schema | undefined): Schema | undefined {
  return schema?.items ?? schema?.anyOf?.find((option) => option.items)?.items;
}

/** Whether `session.playerName` or `answers[].word` names a field of the schema. */
function hasField(schema: Schema, dottedPath: string): boolean {
  let current: Schema | undefined = schema;
  for (const step of dottedPath.split('.')) {
    const isArray = step.endsWith('[]');
    current = propertiesOf(current)[isArray ? step.slice(0, -2) : step];
    if (isArray) current = itemsOf(current);
    if (current === undefined) return false;
  }
  return true;
}

describe('the REST surface as OpenAPI 3.1', () => {
  let server: TestServer;
  let document: OpenApiDocument;

  beforeAll(async () => {
    server = await startTestServer({ words: [] });
    const response = await rest<OpenApiDocument>(server.baseUrl, '/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    document = response.body;
  });

  afterAll(async () => {
    await server.close();
  });

  function operationOf(call: string): Operation | undefined {
    const [method = '', callPath = ''] = call.split(' ');
    const documentPath = Object.keys(document.paths).find((each) => pathShape(each) === pathShape(callPath));
    return documentPath === undefined ? undefined : document.paths[documentPath]?.[method.toLowerCase()];
  }

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('passes a maintained OpenAPI 3.1 validator', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'bluffle-openapi-'));
    try {
      const file = path.join(directory, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      // The validator is an ES module, which jest's CommonJS runtime cannot load: its own CLI runs it.
      const packageDir = path.dirname(require.resolve('@seriousme/openapi-schema-validator/package.json'));
      const cli = path.join(packageDir, 'bin', 'validate-api-cli.js');
      const { stdout } = await promisify(execFile)(process.execPath, [cli, file]);
      expect(JSON.parse(stdout)).toEqual({ valid: true });
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('holds every route of the route table but the web app, with its access rule, and no other', () => {
    const apiRoutes = ROUTE_TABLE.filter((route) => route.path !== '/{*path}');
    const documented = Object.entries(document.paths).flatMap(([documentPath, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${documentPath}`),
    );
    const expected = apiRoutes.map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(expected.sort());
    for (const route of apiRoutes) {
      const operation = operationOf(`${route.method} ${route.path}`);
      const rule = typeof route.rule === 'string' ? route.rule : `role:${route.rule.role}`;
      expect({ route: route.path, access: operation?.['x-access'] }).toEqual({
        route: route.path,
        access: rule,
      });
      expect(operation?.summary).toEqual(expect.any(String));
    }
  });

  it('names the session cookie and the player token as its security schemes', () => {
    expect(document.components.securitySchemes).toMatchObject({
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'bluffle.sid' },
      playerToken: { type: 'apiKey', in: 'header', name: 'x-player-token' },
    });
    expect(operationOf('POST /api/sessions/{code}/answers')?.security).toEqual([{ playerToken: [] }]);
    expect(operationOf('GET /api/words')?.security).toEqual([{ sessionCookie: [] }]);
  });

  it.each(SPEC_CALLS)('has the spec’s call $call with the spec’s fields', (specCall) => {
    const operation = operationOf(specCall.call);
    expect(operation).toBeDefined();
    if (operation === undefined) return;
    const bodySchema = operation.requestBody?.content['application/json'].schema ?? {};
    const bodyFields = Object.keys(propertiesOf(bodySchema));
    expect(bodyFields).toEqual(expect.arrayContaining(specCall.body ?? []));
    const queryFields = operation.parameters.filter((each) => each.in === 'query').map((each) => each.name);
    expect(queryFields).toEqual(expect.arrayContaining(specCall.query ?? []));
    const success = Object.entries(operation.responses).find(([status]) => status.startsWith('2'))?.[1];
    const answer = success?.content?.['application/json'].schema ?? {};
    const missing = (specCall.response ?? []).filter((field) => !hasField(answer, field));
    expect(missing).toEqual([]);
  });
});

describe('the API reference page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ words: [] });
  });

  afterAll(async () => {
    await server.close();
  });

  it('is HTML whose scripts are all files, under the app’s Content-Security-Policy', async () => {
    const page = await rest<string>(server.baseUrl, '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', content = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc="[^"]+"/);
      expect(content.trim()).toBe('');
    }
    expect(page.body).not.toMatch(/\son[a-z]+=/i);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
    expect(csp).toMatch(/(^|;)\s*style-src 'self'\s*(;|$)/);
    // The same policy as the rest of the app: nothing is loosened for the page.
    const api = await rest(server.baseUrl, '/api/openapi.json');
    expect(csp).toBe(api.headers.get('content-security-policy'));
  });

  it('loads only files that answer 200, the start script among them pointing at the document', async () => {
    const page = await rest<string>(server.baseUrl, '/api/docs');
    const urls = [...page.body.matchAll(/\b(?:src|href)="([^"]+)"/g)].map(([, url = '']) => url);
    expect(urls).toEqual(expect.arrayContaining([expect.stringMatching(/swagger-ui-bundle\.js$/)]));
    for (const url of urls) {
      expect(url.startsWith('/')).toBe(true);
      const asset = await rest<string>(server.baseUrl, url);
      expect({ url, status: asset.status }).toEqual({ url, status: 200 });
    }
    const starter = urls.find((url) => url.endsWith('start-api-reference.js')) ?? '';
    expect((await rest<string>(server.baseUrl, starter)).body).toContain('/api/openapi.json');
  });

  it('serves no other file of the renderer’s package', async () => {
    for (const url of ['/api/docs/assets/index.html', '/api/docs/assets/package.json']) {
      const response = await rest(server.baseUrl, url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });
});
