import express, { type Application } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { signedInUserOf, type SignedInUser, type UserRecord } from '../../domain/user';
import { errorHandler } from '../error-handler';
import { createLogger } from '../../logging/logger';
import { accessCheck, checkPayloadUserId } from './access-check';
import { checkRoutesDeclared } from './check-routes-declared';
import type { AccessRule } from './route-table';

const NOW = Date.parse('2026-11-24T12:00:00.000Z');

/** A signed-in user as a request sees them at NOW; `wordsmithUntil` is a paid subscription's end. */
function user(id: string, roles: UserRecord['roles'], wordsmithUntil: string | null = null): SignedInUser {
  return signedInUserOf(
    {
      id,
      username: id,
      email: null,
      provider: 'local',
      avatar: null,
      roles,
      wordsmithUntil,
      createdAt: '',
      updatedAt: '',
    },
    NOW,
  );
}

async function statusFor(rule: AccessRule, signedIn: SignedInUser | undefined, targetUserId = 'local:owner') {
  const app = express();
  app.use((request, _response, next) => {
    request.user = signedIn;
    next();
  });
  app.get('/users/:userId', accessCheck(rule), (_request, response) => {
    response.json({ ok: true });
  });
  app.use(errorHandler(createLogger('silent')));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/users/${targetUserId}`);
    return response.status;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('accessCheck', () => {
  it.each([
    ['public', undefined, 200],
    ['signed-in', undefined, 401],
    ['signed-in', user('local:x', []), 200],
    ['self-or-admin', undefined, 401],
    ['self-or-admin', user('local:owner', []), 200],
    ['self-or-admin', user('local:other', ['wordsmith', 'lexivestor']), 403],
    ['self-or-admin', user('local:admin', ['admin']), 200],
    [{ role: 'wordsmith' }, undefined, 401],
    [{ role: 'wordsmith' }, user('local:w', ['wordsmith']), 200],
    [{ role: 'wordsmith' }, user('local:l', ['lexivestor']), 403],
    [{ role: 'wordsmith' }, user('local:a', ['admin']), 200],
    // A paid subscription counts while it runs, and not a moment after (: expiry is real).
    [{ role: 'wordsmith' }, user('local:p', [], '2026-11-24T12:00:00.001Z'), 200],
    [{ role: 'wordsmith' }, user('local:p', [], '2026-11-24T12:00:00.000Z'), 403],
    [{ role: 'lexivestor' }, user('local:w', ['wordsmith']), 403],
    [{ role: 'admin' }, user('local:w', ['wordsmith', 'lexivestor']), 403],
    [{ role: 'admin' }, user('local:a', ['admin']), 200],
  ] as const)('%j as %j answers %i', async (rule, signedIn, expected) => {
    expect(await statusFor(rule, signedIn)).toBe(expected);
  });
});

describe('checkPayloadUserId', () => {
  it('lets no id through, and only the signed-in user’s own id', () => {
    expect(() => checkPayloadUserId(undefined, null)).not.toThrow();
    expect(() => checkPayloadUserId(undefined, '  ')).not.toThrow();
    expect(() => checkPayloadUserId(user('local:a', []), 'local:a')).not.toThrow();
    expect(() => checkPayloadUserId(user('local:a', []), 'local:b')).toThrow(/your own account/);
    expect(() => checkPayloadUserId(undefined, 'local:a')).toThrow(/your own account/);
  });
});

describe('checkRoutesDeclared', () => {
  function appWith(register: (app: Application) => void): Application {
    const app = express();
    register(app);
    return app;
  }

  it('refuses an app with a route missing from the table', () => {
    const app = appWith((target) => target.get('/api/sneaky', (_request, response) => response.end()));
    expect(() => checkRoutesDeclared(app)).toThrow(/Routes without a rule.*GET \/api\/sneaky/);
  });

  it('refuses a declared route registered around the access check', () => {
    const api = express.Router();
    api.get('/users/:userId', (_request, response) => response.end());
    const app = appWith((target) => target.use('/api', api));
    expect(() => checkRoutesDeclared(app)).toThrow(/GET \/api\/users\/:userId/);
  });
});
