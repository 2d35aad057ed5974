import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// The security headers on every kind of answer: the web app's page and assets, the
// API's JSON, its errors, sign-in, and Colyseus's own routes; HSTS only in production; and the sign-in
// popup keeping its own nonce-only policy so its inline script still runs.

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

function expectAppHeaders(headers: Headers, where: string): void {
  const csp = directivesOf(headers.get('content-security-policy'));
  expect({ where, scriptSrc: csp.get('script-src') }).toEqual({ where, scriptSrc: ["'self'"] });
  expect({ where, frameAncestors: csp.get('frame-ancestors') }).toEqual({
    where,
    frameAncestors: ["'none'"],
  });
  expect({ where, objectSrc: csp.get('object-src') }).toEqual({ where, objectSrc: ["'none'"] });
  expect({ where, nosniff: headers.get('x-content-type-options') }).toEqual({ where, nosniff: 'nosniff' });
  expect({ where, referrer: headers.get('referrer-policy') }).toEqual({ where, referrer: 'same-origin' });
  expect({ where, frame: headers.get('x-frame-options') }).toEqual({ where, frame: 'DENY' });
}

describe('security headers', () => {
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

  it('are on the web app, its assets, the API, its errors, sign-in and matchmaking', async () => {
    const answers: Array<[string, Promise<{ status: number; headers: Headers }>, number]> = [
      ['the page', rest(server.baseUrl, '/'), 200],
      ['a client route', rest(server.baseUrl, '/admin'), 200],
      ['an asset', rest(server.baseUrl, '/assets/app-abc123.js'), 200],
      ['an API answer', rest(server.baseUrl, '/api/users/me'), 200],
      ['health', rest(server.baseUrl, '/health'), 200],
      ['an unknown API route', rest(server.baseUrl, '/api/nothing-here'), 404],
      ['malformed JSON', rest(server.baseUrl, '/api/sessions/create', { rawBody: '{"playerName":' }), 400],
      ['a bad session code', rest(server.baseUrl, '/api/sessions/abc'), 400],
      ['a POST to a page', rest(server.baseUrl, '/admin', { method: 'POST' }), 404],
      ['sign-in providers', rest(server.baseUrl, '/auth/providers'), 200],
      ['matchmaking', rest(server.baseUrl, '/matchmake/joinById/NOSUCH', { body: {} }), 404],
      // Answered on the poll lane, ahead of Express (http/poll-lane.ts).
      ["a guest's lobby poll", rest(server.baseUrl, '/api/multiplayer/game/ABC234'), 401],
      ["a watcher's poll without its token", rest(server.baseUrl, '/api/multiplayer/watch/ABC234'), 400],
    ];
    for (const [where, answer, status] of answers) {
      const { headers, status: actual } = await answer;
      expect({ where, status: actual }).toEqual({ where, status });
      expectAppHeaders(headers, where);
    }
  });

  it('are the same on a poll answered on its own lane as on any other API answer', async () => {
    const securityHeadersOf = (headers: Headers) =>
      [...headers.entries()].filter(
        ([name]) =>
          !['date', 'content-length', 'etag', 'content-type', 'connection', 'keep-alive'].includes(name),
      );
    const lane = await rest(server.baseUrl, '/api/multiplayer/game/ABC234');
    const express = await rest(server.baseUrl, '/api/nothing-here');
    expect(securityHeadersOf(lane.headers)).toEqual(securityHeadersOf(express.headers));
  });

  it("allows no inline script, only the app's own files, images from https and data: URLs; no HSTS", async () => {
    const { headers } = await rest(server.baseUrl, '/');
    const csp = directivesOf(headers.get('content-security-policy'));
    expect(headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'https:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    // The popup may keep its opener: the app's pages allow popups, sign-in pages set no policy at all.
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    // No HSTS and no upgrade outside production: http://localhost must stay reachable.
    expect(headers.get('strict-transport-security')).toBeNull();
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it("keeps the sign-in popup's own nonce-only policy, so its inline script runs", async () => {
    // Google is not configured here: the popup ends on the result page with that message.
    const popup = await rest<string>(server.baseUrl, '/auth/google');
    expect(popup.headers.get('content-type')).toContain('text/html');
    const csp = directivesOf(popup.headers.get('content-security-policy'));
    const nonce = /<script nonce="([^"]+)">/.exec(popup.body)?.[1];
    expect(nonce).toBeDefined();
    expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(popup.headers.get('x-content-type-options')).toBe('nosniff');
    expect(popup.headers.get('cross-origin-opener-policy')).toBeNull();
  });
});

describe('security headers in production', () => {
  it('add HSTS and upgrade-insecure-requests', async () => {
    const server = await startTestServer({
      words: [],
      env: {
        NODE_ENV: 'production',
        SESSION_SECRET: 's'.repeat(40),
        PUBLIC_URL: 'https://bluffle.example.com',
      },
    });
    try {
      for (const route of ['/', '/api/users/me', '/api/nothing-here']) {
        const { headers } = await rest(server.baseUrl, route);
        expect({ route, hsts: headers.get('strict-transport-security') }).toEqual({
          route,
          hsts: 'max-age=31536000; includeSubDomains',
        });
        expect(directivesOf(headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(
          true,
        );
      }
    } finally {
      await server.close();
    }
  });
});
