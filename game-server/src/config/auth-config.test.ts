import { readAuthConfig } from './auth-config';

describe('readAuthConfig', () => {
  it('defaults: no provider, no admins, local sign-in on outside production, 30 a minute, no proxy', () => {
    expect(readAuthConfig({}, 'development')).toEqual({
      publicOrigin: undefined,
      providers: {},
      adminEmails: [],
      isLocalSignInEnabled: true,
      canLocalAccountsHaveRoles: false,
      authRateLimit: 30,
      trustProxy: false,
    });
    expect(readAuthConfig({}, 'production').isLocalSignInEnabled).toBe(false);
    expect(readAuthConfig({ LOCAL_SIGN_IN: 'on' }, 'production').isLocalSignInEnabled).toBe(true);
    expect(readAuthConfig({ LOCAL_SIGN_IN: 'off' }, 'development').isLocalSignInEnabled).toBe(false);
  });

  it('lets local accounts hold roles only when LOCAL_SIGN_IN=on is explicit, not by auto', () => {
    expect(readAuthConfig({}, 'development').canLocalAccountsHaveRoles).toBe(false);
    expect(readAuthConfig({ LOCAL_SIGN_IN: 'auto' }, 'development').canLocalAccountsHaveRoles).toBe(false);
    expect(readAuthConfig({ LOCAL_SIGN_IN: 'off' }, 'development').canLocalAccountsHaveRoles).toBe(false);
    expect(readAuthConfig({ LOCAL_SIGN_IN: 'on' }, 'production').canLocalAccountsHaveRoles).toBe(true);
  });

  it('configures a provider when id and secret are set, leaving unset URLs to the real provider', () => {
    const config = readAuthConfig(
      {
        GOOGLE_CLIENT_ID: 'gid',
        GOOGLE_CLIENT_SECRET: 'gsecret',
        GITHUB_CLIENT_ID: 'hid',
        GITHUB_CLIENT_SECRET: 'hsecret',
        GITHUB_EMAILS_URL: 'http://127.0.0.1:9000/github/user/emails',
        PUBLIC_URL: 'https://bluffle.example.com/play',
        ADMIN_EMAILS: ' Boss@Example.com , second@example.com,',
        AUTH_RATE_LIMIT: '5',
        TRUST_PROXY: '1',
      },
      'production',
    );
    expect(config.providers).toEqual({
      google: {
        clientId: 'gid',
        clientSecret: 'gsecret',
        authorizationUrl: undefined,
        tokenUrl: undefined,
        profileUrl: undefined,
        emailsUrl: undefined,
      },
      github: {
        clientId: 'hid',
        clientSecret: 'hsecret',
        authorizationUrl: undefined,
        tokenUrl: undefined,
        profileUrl: undefined,
        emailsUrl: 'http://127.0.0.1:9000/github/user/emails',
      },
    });
    expect(config.publicOrigin).toBe('https://bluffle.example.com');
    expect(config.adminEmails).toEqual(['boss@example.com', 'second@example.com']);
    expect(config.authRateLimit).toBe(5);
    expect(config.trustProxy).toBe(1);
    // 'on' means one hop, never "trust everything", so X-Forwarded-For cannot pick the client's address.
    expect(readAuthConfig({ TRUST_PROXY: 'on' }, 'production').trustProxy).toBe(1);
  });

  it.each([
    [{ FACEBOOK_APP_ID: 'only-the-id' }, /FACEBOOK_APP_SECRET is required/],
    [{ PUBLIC_URL: 'bluffle.example.com' }, /PUBLIC_URL must be an http\(s\) URL/],
    [{ GOOGLE_TOKEN_URL: 'ftp://x' }, /GOOGLE_TOKEN_URL/],
    [{ ADMIN_EMAILS: 'not-an-email' }, /ADMIN_EMAILS/],
    [{ LOCAL_SIGN_IN: 'maybe' }, /LOCAL_SIGN_IN must be auto, on or off/],
    [{ AUTH_RATE_LIMIT: '0' }, /AUTH_RATE_LIMIT must be at least 1/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY/],
  ])('stops on %j with a message naming the variable', (env, message) => {
    expect(() => readAuthConfig(env, 'development')).toThrow(message);
  });
});
