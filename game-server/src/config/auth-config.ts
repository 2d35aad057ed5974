import { AUTH_PROVIDERS, type AuthProviderName } from '@bluffle/shared-schema';
import { z } from 'zod';
import { ConfigError, optionalText, positiveWholeNumber, readEnvVariable } from './read-variable';

// Sign-in configuration (issue "Accounts, sign-in and roles"; docs/design.md decision 8): which providers are
// offered, where their endpoints are (real by default, fakes in tests), who the first admins are.

/** One provider's client and endpoints; an unset URL means the real provider's own (the strategy's default). */
export interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string | undefined;
  tokenUrl: string | undefined;
  profileUrl: string | undefined;
  /** GitHub only: where the verified e-mails are listed. */
  emailsUrl: string | undefined;
}

export interface AuthConfig {
  /** PUBLIC_URL's origin (no path); undefined = the origin each request came to. */
  publicOrigin: string | undefined;
  /** Only the configured providers (id and secret both set). */
  providers: Partial<Record<AuthProviderName, OAuthProviderConfig>>;
  /** Lowercased. */
  adminEmails: string[];
  isLocalSignInEnabled: boolean;
  /** LOCAL_SIGN_IN=on exactly (not auto): only then may local (name-only) accounts be given roles. */
  canLocalAccountsHaveRoles: boolean;
  /** Requests per minute per IP under /auth. */
  authRateLimit: number;
  /** Express's `trust proxy`: false, true, or a number of hops. */
  trustProxy: boolean | number;
}

const httpUrl = (example: string) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+(\/\S*)?$/, `must be an http(s) URL, e.g. ${example}`)
      .optional(),
  );

const emailList = optionalText.pipe(
  z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email.length > 0),
    )
    .pipe(z.array(z.string().regex(/^[^\s@]+@[^\s@]+$/, 'must be a comma-separated list of e-mails'))),
);

const localSignIn = optionalText.pipe(
  z.enum(['auto', 'on', 'off'], 'must be auto, on or off').default('auto'),
);

const trustProxy = optionalText.pipe(
  z
    .string()
    .regex(/^(on|off|\d{1,2})$/, 'must be off, on or a number of proxy hops')
    // 'on' trusts exactly one proxy hop: trusting every hop would let a client pick its own IP with
    // X-Forwarded-For and step around the /auth rate limit.
    .transform((value) => (value === 'on' ? 1 : value === 'off' ? false : Number(value)))
    .default(false),
);

/** Facebook calls its client an app; the other two call it a client. */
const ID_AND_SECRET: Record<AuthProviderName, { prefix: string; id: string; secret: string }> = {
  google: { prefix: 'GOOGLE', id: 'GOOGLE_CLIENT_ID', secret: 'GOOGLE_CLIENT_SECRET' },
  facebook: { prefix: 'FACEBOOK', id: 'FACEBOOK_APP_ID', secret: 'FACEBOOK_APP_SECRET' },
  github: { prefix: 'GITHUB', id: 'GITHUB_CLIENT_ID', secret: 'GITHUB_CLIENT_SECRET' },
};

function readProvider(env: NodeJS.ProcessEnv, provider: AuthProviderName): OAuthProviderConfig | undefined {
  const names = ID_AND_SECRET[provider];
  const clientId = readEnvVariable(env, names.id, optionalText);
  const clientSecret = readEnvVariable(env, names.secret, optionalText);
  const url = (kind: string) =>
    readEnvVariable(env, `${names.prefix}_${kind}_URL`, httpUrl('http://127.0.0.1:4000/oauth'));
  const urls = {
    authorizationUrl: url('AUTH'),
    tokenUrl: url('TOKEN'),
    profileUrl: url('PROFILE'),
    emailsUrl: provider === 'github' ? url('EMAILS') : undefined,
  };
  if (clientId === undefined && clientSecret === undefined) {
    return undefined;
  }
  // Half a configuration is a typo, not a choice: say so instead of silently hiding the button.
  if (clientId === undefined || clientSecret === undefined) {
    const missing = clientId === undefined ? names.id : names.secret;
    throw new ConfigError(
      `Invalid configuration: ${missing} is required when the other ${provider} value is set.`,
    );
  }
  return { clientId, clientSecret, ...urls };
}

export function readAuthConfig(env: NodeJS.ProcessEnv, nodeEnv: string): AuthConfig {
  const publicUrl = readEnvVariable(env, 'PUBLIC_URL', httpUrl('https://bluffle.example.com'));
  const providers: AuthConfig['providers'] = {};
  for (const provider of AUTH_PROVIDERS) {
    const config = readProvider(env, provider);
    if (config !== undefined) {
      providers[provider] = config;
    }
  }
  const localMode = readEnvVariable(env, 'LOCAL_SIGN_IN', localSignIn);
  return {
    publicOrigin: publicUrl === undefined ? undefined : new URL(publicUrl).origin,
    providers,
    adminEmails: readEnvVariable(env, 'ADMIN_EMAILS', emailList),
    // A name-only sign-in must never appear on a production server by accident (issue: sign-in screen).
    isLocalSignInEnabled: localMode === 'on' || (localMode === 'auto' && nodeEnv !== 'production'),
    canLocalAccountsHaveRoles: localMode === 'on',
    authRateLimit: readEnvVariable(env, 'AUTH_RATE_LIMIT', positiveWholeNumber(30, 'requests per minute')),
    trustProxy: readEnvVariable(env, 'TRUST_PROXY', trustProxy),
  };
}
