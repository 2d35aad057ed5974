// Local fake identity providers speaking the OAuth 2.0 authorization-code protocol the way Google, Facebook
// and GitHub do (the endpoints passport's strategies call), so sign-in is tested through real HTTP redirects,
// token exchange and profile fetches without reaching the internet (docs/design.md decision 8).
import express from 'express';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export type FakeProviderName = 'google' | 'facebook' | 'github';

export interface FakeIdentity {
  id: string;
  name: string;
  email: string;
  avatarUrl?: string;
  login?: string;
  /** Whether the provider vouches for the e-mail (Google's email_verified, GitHub's verified); default true. */
  emailVerified?: boolean;
  /** GitHub: the full /user/emails list; default one primary entry for `email`. */
  githubEmails?: Array<{ email: string; primary: boolean; verified: boolean }>;
}

export interface FakeClient {
  clientId: string;
  clientSecret: string;
}

export interface FakeOAuthProviders {
  baseUrl: string;
  client: FakeClient;
  /** The identity the next authorization of that provider signs in as. */
  setNextIdentity(provider: FakeProviderName, identity: FakeIdentity): void;
  /** Makes the next authorization of that provider answer `error=access_denied`, as a user's "Cancel" does. */
  denyNext(provider: FakeProviderName): void;
  /** URLs to put in the server's config for one provider. */
  urls(provider: FakeProviderName): {
    authorizationURL: string;
    tokenURL: string;
    profileURL: string;
    emailURL?: string;
  };
  /** Requests seen, for asserting what the server sent. */
  requests: Array<{ provider: FakeProviderName; path: string }>;
  close(): Promise<void>;
}

const PATHS: Record<
  FakeProviderName,
  { authorize: string; token: string; profile: string; emails?: string }
> = {
  google: { authorize: '/google/o/oauth2/v2/auth', token: '/google/token', profile: '/google/v1/userinfo' },
  facebook: {
    authorize: '/facebook/dialog/oauth',
    token: '/facebook/oauth/access_token',
    profile: '/facebook/me',
  },
  github: {
    authorize: '/github/login/oauth/authorize',
    token: '/github/login/oauth/access_token',
    profile: '/github/user',
    emails: '/github/user/emails',
  },
};

function profileBody(provider: FakeProviderName, identity: FakeIdentity): unknown {
  switch (provider) {
    case 'google':
      return {
        sub: identity.id,
        name: identity.name,
        given_name: identity.name.split(' ')[0],
        family_name: identity.name.split(' ').slice(1).join(' '),
        email: identity.email,
        email_verified: identity.emailVerified ?? true,
        picture: identity.avatarUrl,
      };
    case 'facebook':
      return {
        id: identity.id,
        name: identity.name,
        email: identity.email,
        picture: { data: { url: identity.avatarUrl ?? '' } },
      };
    case 'github':
      return {
        id: Number(identity.id),
        login: identity.login ?? identity.name.toLowerCase().replace(/\s+/g, ''),
        name: identity.name,
        email: null,
        avatar_url: identity.avatarUrl,
        html_url: `https://github.example/${identity.login ?? identity.id}`,
      };
  }
}

export async function startFakeOAuthProviders(): Promise<FakeOAuthProviders> {
  const client: FakeClient = { clientId: 'fake-client-id', clientSecret: 'fake-client-secret' };
  const nextIdentity = new Map<FakeProviderName, FakeIdentity>();
  const denied = new Set<FakeProviderName>();
  const codes = new Map<
    string,
    { provider: FakeProviderName; identity: FakeIdentity; redirectUri: string }
  >();
  const tokens = new Map<string, { provider: FakeProviderName; identity: FakeIdentity }>();
  const requests: FakeOAuthProviders['requests'] = [];

  const app = express();
  app.use(express.urlencoded({ extended: false }));
  app.use(express.json());

  for (const provider of Object.keys(PATHS) as FakeProviderName[]) {
    const paths = PATHS[provider];
    app.use(paths.authorize.split('/').slice(0, 2).join('/'), (request, _response, next) => {
      requests.push({ provider, path: request.originalUrl.split('?')[0] ?? '' });
      next();
    });

    // The consent step: no login page; it answers at once, as a user who has already granted access.
    app.get(paths.authorize, (request, response) => {
      const redirectUri = String(request.query.redirect_uri ?? '');
      const state = request.query.state === undefined ? undefined : String(request.query.state);
      if (request.query.client_id !== client.clientId || !redirectUri) {
        response.status(400).send('invalid_request: unknown client_id or missing redirect_uri');
        return;
      }
      const target = new URL(redirectUri);
      if (state !== undefined) target.searchParams.set('state', state);
      if (denied.delete(provider)) {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_description', 'The user denied the request.');
        response.redirect(target.toString());
        return;
      }
      const identity = nextIdentity.get(provider);
      if (!identity) {
        response.status(500).send(`no identity set for ${provider}`);
        return;
      }
      const code = randomBytes(12).toString('hex');
      codes.set(code, { provider, identity, redirectUri });
      target.searchParams.set('code', code);
      response.redirect(target.toString());
    });

    app.post(paths.token, (request, response) => {
      const body = request.body as Record<string, string | undefined>;
      const grant = body.code ? codes.get(body.code) : undefined;
      if (
        !grant ||
        grant.provider !== provider ||
        body.client_id !== client.clientId ||
        body.client_secret !== client.clientSecret ||
        body.redirect_uri !== grant.redirectUri
      ) {
        response.status(400).json({ error: 'invalid_grant', error_description: 'Bad code or client.' });
        return;
      }
      codes.delete(body.code!);
      const accessToken = randomBytes(16).toString('hex');
      tokens.set(accessToken, { provider, identity: grant.identity });
      response.json({ access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
    });

    const identityOf = (request: express.Request) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ')
        ? header.slice(7)
        : String(request.query.access_token ?? '');
      const grant = tokens.get(token);
      return grant && grant.provider === provider ? grant.identity : undefined;
    };

    app.get(paths.profile, (request, response) => {
      const identity = identityOf(request);
      if (!identity) {
        response.status(401).json({ error: { message: 'Invalid access token' } });
        return;
      }
      response.json(profileBody(provider, identity));
    });

    if (paths.emails) {
      app.get(paths.emails, (request, response) => {
        const identity = identityOf(request);
        if (!identity) {
          response.status(401).json({ message: 'Bad credentials' });
          return;
        }
        response.json(
          (
            identity.githubEmails ?? [
              { email: identity.email, primary: true, verified: identity.emailVerified ?? true },
            ]
          ).map((entry) => ({ ...entry, visibility: 'private' })),
        );
      });
    }
  }

  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    client,
    requests,
    setNextIdentity: (provider, identity) => nextIdentity.set(provider, identity),
    denyNext: (provider) => denied.add(provider),
    urls: (provider) => ({
      authorizationURL: `${baseUrl}${PATHS[provider].authorize}`,
      tokenURL: `${baseUrl}${PATHS[provider].token}`,
      profileURL: `${baseUrl}${PATHS[provider].profile}`,
      ...(PATHS[provider].emails ? { emailURL: `${baseUrl}${PATHS[provider].emails}` } : {}),
    }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
