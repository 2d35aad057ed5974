import { ADSENSE_SCRIPT_ORIGIN, PAYMENT_PATHS, type AdsConfigResponse } from '@bluffle/shared-schema';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// Ads (; docs/product.md §9 Ads): GET /api/ads gives the ad network's ids from config, and the security policy
// lets the AdSense script and its ad frames in only while those ids are configured. Without them the web
// app shows the house ad and no third-party script can load.

/** The directives of a Content-Security-Policy header, by name. */
function directivesOf(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** The policy on the web app's page, an API answer and Colyseus's own route: one policy everywhere. */
async function policiesOf(server: TestServer): Promise<string[]> {
  const answers = await Promise.all([
    rest(server.baseUrl, '/'),
    rest(server.baseUrl, PAYMENT_PATHS.ads),
    rest(server.baseUrl, '/matchmake/joinById/NOSUCH', { body: {} }),
  ]);
  return answers.map((answer) => answer.headers.get('content-security-policy') ?? '');
}

describe('ads without ADSENSE_CLIENT: the house ad, no third-party origin', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers { adsense: null }, to guests too', async () => {
    const answer = await rest<AdsConfigResponse>(server.baseUrl, PAYMENT_PATHS.ads);
    expect([answer.status, answer.body]).toEqual([200, { adsense: null }]);
  });

  it('keeps the policy to our own origin: no ad host, no frame-src', async () => {
    for (const policy of await policiesOf(server)) {
      expect(policy).not.toMatch(/googlesyndication|doubleclick|google\.com/);
      const csp = directivesOf(policy);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.has('frame-src')).toBe(false);
    }
  });
});

describe('ads with ADSENSE_CLIENT and ADSENSE_SLOT', () => {
  const ADSENSE = { client: 'ca-pub-1234567890123456', slot: '9876543210' };
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ env: { ADSENSE_CLIENT: ADSENSE.client, ADSENSE_SLOT: ADSENSE.slot } });
  });
  afterAll(() => server.close());

  it('gives the client and slot ids', async () => {
    const answer = await rest<AdsConfigResponse>(server.baseUrl, PAYMENT_PATHS.ads);
    expect([answer.status, answer.body]).toEqual([200, { adsense: ADSENSE }]);
  });

  it("allows AdSense's script, its calls home and its ad frames, and nothing looser", async () => {
    for (const policy of await policiesOf(server)) {
      const csp = directivesOf(policy);
      expect(csp.get('script-src')).toEqual(["'self'", ADSENSE_SCRIPT_ORIGIN]);
      expect(csp.get('connect-src')).toEqual(["'self'", ADSENSE_SCRIPT_ORIGIN]);
      expect(csp.get('frame-src')).toEqual([
        "'self'",
        'https://*.googlesyndication.com',
        'https://*.doubleclick.net',
        'https://www.google.com',
      ]);
      // The rest of the policy is unchanged: still no inline script, plugins, or framing of the app.
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|strict-dynamic/);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    }
  });
});
