import type { FakeOAuthProviders, FakeProviderName } from '../fakes/fake-oauth-provider';

const PREFIX: Record<FakeProviderName, { prefix: string; id: string; secret: string }> = {
  google: { prefix: 'GOOGLE', id: 'GOOGLE_CLIENT_ID', secret: 'GOOGLE_CLIENT_SECRET' },
  facebook: { prefix: 'FACEBOOK', id: 'FACEBOOK_APP_ID', secret: 'FACEBOOK_APP_SECRET' },
  github: { prefix: 'GITHUB', id: 'GITHUB_CLIENT_ID', secret: 'GITHUB_CLIENT_SECRET' },
};

/** The environment that points the server's strategies at the fake providers (docs/design.md decision 8). */
export function fakeProviderEnv(
  fakes: FakeOAuthProviders,
  providers: readonly FakeProviderName[] = ['google', 'facebook', 'github'],
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const provider of providers) {
    const names = PREFIX[provider];
    const urls = fakes.urls(provider);
    env[names.id] = fakes.client.clientId;
    env[names.secret] = fakes.client.clientSecret;
    env[`${names.prefix}_AUTH_URL`] = urls.authorizationURL;
    env[`${names.prefix}_TOKEN_URL`] = urls.tokenURL;
    env[`${names.prefix}_PROFILE_URL`] = urls.profileURL;
    if (urls.emailURL !== undefined) env[`${names.prefix}_EMAILS_URL`] = urls.emailURL;
  }
  return env;
}
