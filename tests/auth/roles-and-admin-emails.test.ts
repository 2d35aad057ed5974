import { execFile } from 'node:child_process';
import path from 'node:path';
import type { LocalSignInResponse, MeResponse } from '@bluffle/shared-schema';
import {
  startFakeOAuthProviders,
  type FakeIdentity,
  type FakeOAuthProviders,
} from '../fakes/fake-oauth-provider';
import { BrowserAgent, readPopupResult } from '../support/browser-agent';
import { fakeProviderEnv } from '../support/oauth-env';
import { startTestServer, type TestServer } from '../support/test-server';

// Roles over real HTTP and the real role command (`npm run user:role`), run as the operator runs it: a
// separate process on the server's own store while the server is up (roles are read on every request).

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const ROLE_SCRIPT = path.join(REPO_ROOT, 'scripts', 'user-role.ts');

interface ScriptRun {
  exitCode: number;
  stdout: string;
  stderr: string;
}

describe('roles: ADMIN_EMAILS once per account, and none for local accounts', () => {
  let fakes: FakeOAuthProviders;
  let server: TestServer;

  beforeAll(async () => {
    fakes = await startFakeOAuthProviders();
    server = await startTestServer({
      env: { ...fakeProviderEnv(fakes, ['google']), ADMIN_EMAILS: 'boss@bluffle.test' },
    });
  });
  afterAll(async () => {
    await server.close();
    await fakes.close();
  });

  /** `npm run user:role -- <args>` against this server's data directory, with only the given settings. */
  function runRoleCommand(args: string[], env: Record<string, string> = {}): Promise<ScriptRun> {
    return new Promise((resolve) => {
      execFile(
        TSX,
        [ROLE_SCRIPT, ...args],
        {
          // A temp directory, so no .env of the developer's fills in anything.
          cwd: server.dataDir,
          env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', DATA_DIR: server.dataDir, ...env },
          timeout: 60_000,
        },
        (error, stdout, stderr) => {
          const exitCode = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
          resolve({ exitCode, stdout, stderr });
        },
      );
    });
  }

  async function signInWithGoogle(identity: FakeIdentity): Promise<MeResponse['user']> {
    fakes.setNextIdentity('google', identity);
    const agent = new BrowserAgent();
    const { last } = await agent.follow(`${server.baseUrl}/auth/google`);
    expect(readPopupResult(last.text).message).toMatchObject({ ok: true });
    return (await agent.json<MeResponse>(`${server.baseUrl}/api/users/me`)).body.user;
  }

  it('a revoked ADMIN_EMAILS admin stays revoked at the next sign-ins', async () => {
    const boss = { id: 'g-boss', name: 'The Boss', email: 'boss@bluffle.test' };
    expect(await signInWithGoogle(boss)).toMatchObject({ isAdmin: true, roles: ['admin'] });

    const revoke = await runRoleCommand(['revoke', 'admin', 'boss@bluffle.test']);
    expect(revoke).toMatchObject({ exitCode: 0, stderr: '' });
    expect(revoke.stdout).toMatch(/admin revoked from google:g-boss/);

    for (let signIn = 0; signIn < 2; signIn += 1) {
      expect(await signInWithGoogle(boss)).toMatchObject({ isAdmin: false, roles: [] });
    }
    // The role command gives it back.
    expect((await runRoleCommand(['grant', 'admin', 'google:g-boss'])).exitCode).toBe(0);
    expect(await signInWithGoogle(boss)).toMatchObject({ isAdmin: true, roles: ['admin'] });
  }, 60_000);

  it('refuses to give a local (name-only) account a role unless LOCAL_SIGN_IN=on', async () => {
    const agent = new BrowserAgent();
    const signIn = await agent.json<LocalSignInResponse>(`${server.baseUrl}/auth/local`, {
      body: { username: 'Boss' },
    });
    expect(signIn.body.user).toMatchObject({ id: 'local:boss', roles: [] });

    for (const env of [{}, { LOCAL_SIGN_IN: 'auto' }] as Array<Record<string, string>>) {
      const refused = await runRoleCommand(['grant', 'admin', 'local:boss'], env);
      expect(refused.exitCode).toBe(1);
      expect(refused.stderr).toContain(
        "'local:boss' is a local (name-only) account: anyone who types the name 'Boss' signs in as it",
      );
      expect(refused.stderr).toContain('LOCAL_SIGN_IN=on');
    }
    const me = () => agent.json<MeResponse>(`${server.baseUrl}/api/users/me`);
    expect((await me()).body.user).toMatchObject({ isAdmin: false, roles: [] });

    // Explicitly on: the operator chose local sign-in knowingly; the command still warns.
    const allowed = await runRoleCommand(['grant', 'wordsmith', 'local:boss'], { LOCAL_SIGN_IN: 'on' });
    expect(allowed.exitCode).toBe(0);
    expect(allowed.stderr).toMatch(/local \(name-only\) account/);
    expect((await me()).body.user).toMatchObject({ isWordsmith: true, roles: ['wordsmith'] });
  }, 60_000);
});
