import { request as httpRequest } from 'node:http';
import { startFakeOAuthProviders, type FakeOAuthProviders } from '../fakes/fake-oauth-provider';
import { readPopupResult } from '../support/browser-agent';
import { fakeProviderEnv } from '../support/oauth-env';
import { startTestServer, type TestServer } from '../support/test-server';

// Sign-in callback URLs never come from the Host header (the edge): a request that claims another
// host, directly or through X-Forwarded-* headers, does not change the redirect_uri sent to the provider or
// the origin the popup posts its result to. Without PUBLIC_URL (development) both are http://localhost:PORT.

interface RawAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/** A GET with headers fetch would not send as given (Host), straight to the server's port. */
function getWithHeaders(
  server: TestServer,
  path: string,
  headers: Record<string, string>,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: server.port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const FORGED_HEADERS: Array<[string, Record<string, string>]> = [
  ['a forged Host', { host: 'evil.example' }],
  ['a forged Host with a port', { host: 'evil.example:8443' }],
  [
    'forged X-Forwarded-Host and -Proto',
    { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  ],
];

describe('sign-in addresses without PUBLIC_URL', () => {
  let fakes: FakeOAuthProviders;
  let server: TestServer;

  beforeAll(async () => {
    fakes = await startFakeOAuthProviders();
    // A proxy hop is trusted, as behind a tunnel in development: X-Forwarded-Proto is then believed for
    // Secure cookies, and still must not steer the callback.
    server = await startTestServer({ env: { ...fakeProviderEnv(fakes, ['google']), TRUST_PROXY: 'on' } });
  });
  afterAll(async () => {
    await server.close();
    await fakes.close();
  });

  it.each(FORGED_HEADERS)('sends the provider the local callback despite %s', async (_case, headers) => {
    const answer = await getWithHeaders(server, '/auth/google', headers);
    expect(answer.status).toBe(302);
    const authorize = new URL(answer.location!);
    expect(authorize.origin).toBe(fakes.baseUrl);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `http://localhost:${server.port}/auth/google/callback`,
    );
  });

  it.each(FORGED_HEADERS)(
    "posts the popup's result to the local origin despite %s",
    async (_case, headers) => {
      const answer = await getWithHeaders(server, '/auth/google/callback?error=access_denied', headers);
      expect(readPopupResult(answer.body).targetOrigin).toBe(`http://localhost:${server.port}`);
    },
  );
});
