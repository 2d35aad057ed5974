import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CODES, ERROR_MESSAGES, type ApiError } from '@bluffle/shared-schema';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('health, readiness and routing on the one port', () => {
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'bluffle-dist-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Bluffle test app</title>');
    await mkdir(path.join(webDistDir, 'assets'));
    await writeFile(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log("bluffle")');
    server = await startTestServer({ webDistDir });
  });

  afterAll(async () => {
    await server.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it('reports a real port when asked for port 0', () => {
    expect(server.port).toBeGreaterThan(0);
  });

  it('answers /health and /ready', async () => {
    const health = await rest<{ status: string }>(server.baseUrl, '/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const ready = await rest<{ status: string }>(server.baseUrl, '/ready');
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  it('serves index.html for client routes such as /admin and /', async () => {
    for (const route of ['/', '/admin', '/wordsmith', '/subscription', '/some/deep/link']) {
      const response = await rest<string>(server.baseUrl, route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(response.body).toContain('Bluffle test app');
    }
  });

  it('serves built assets as files, cached for good', async () => {
    const response = await rest<string>(server.baseUrl, '/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe('console.log("bluffle")');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown /api routes with 404 JSON, never the web app', async () => {
    for (const [method, route] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/sessions'],
      ['DELETE', '/api/sessions/ABCDEFGH'],
      ['GET', '/api'],
    ] as const) {
      const response = await rest<ApiError>(server.baseUrl, route, { method });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: ERROR_MESSAGES.notFoundRoute, code: ERROR_CODES.notFoundRoute });
    }
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const response = await rest(server.baseUrl, '/api/sessions/create', { rawBody: '{"playerName": "Ada",' });
    expect(response).toMatchObject({
      status: 400,
      body: { error: ERROR_MESSAGES.invalidJson, code: ERROR_CODES.invalidJson },
    });
  });

  it('answers a body over the size limit with 413 JSON', async () => {
    const response = await rest(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Ada', padding: 'x'.repeat(200 * 1024) },
    });
    expect(response).toMatchObject({
      status: 413,
      body: { error: ERROR_MESSAGES.bodyTooLarge, code: ERROR_CODES.bodyTooLarge },
    });
  });

  it('gives every API error a stable code beside its message', async () => {
    const missing = await rest<ApiError>(server.baseUrl, '/api/sessions/ZZZZZZZZ');
    expect(missing).toMatchObject({
      status: 404,
      body: { error: ERROR_MESSAGES.sessionNotFound, code: ERROR_CODES.sessionNotFound },
    });
    const invalid = await rest<ApiError>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 42 },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      error: expect.stringMatching(/playerName/),
      code: ERROR_CODES.validationFailed,
    });
    const malformedCode = await rest<ApiError>(server.baseUrl, '/api/sessions/abc');
    expect(malformedCode).toMatchObject({ status: 400, body: { code: ERROR_CODES.validationFailed } });
  });

  it('keeps serving after bad requests (nothing crashes the process)', async () => {
    await rest(server.baseUrl, '/api/sessions/create', { rawBody: '[[[' });
    const health = await rest(server.baseUrl, '/health');
    expect(health.status).toBe(200);
  });

  it('does not reflect a foreign Origin or allow credentials cross-origin', async () => {
    const origin = 'https://evil.example';
    const preflight = await fetch(`${server.baseUrl}/api/sessions/create`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    // Colyseus answers every preflight itself, the API's too (matchmake-guard.ts hands it the OPTIONS).
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    // A page, and an API call (which goes to Express past Colyseus's listener): no CORS header either way.
    for (const path of ['/health', '/api/users/me']) {
      const get = await fetch(`${server.baseUrl}${path}`, { headers: { origin } });
      expect({ path, status: get.status }).toEqual({ path, status: 200 });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
      expect(get.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });
});

describe('without a built web app', () => {
  it('says how to build it instead of failing silently', async () => {
    const server = await startTestServer({ words: [] });
    try {
      const response = await rest<string>(server.baseUrl, '/admin');
      expect(response.status).toBe(404);
      expect(response.body).toContain('npm run build');
    } finally {
      await server.close();
    }
  });
});
