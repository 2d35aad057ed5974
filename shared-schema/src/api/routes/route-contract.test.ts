import { z } from 'zod';
import { ALL_ROUTES, OPERATIONS_ROUTES, SESSION_ROUTES, USER_ROUTES, defineRoute } from './index';

describe('defineRoute', () => {
  it('builds its path with each parameter URI-encoded', () => {
    expect(SESSION_ROUTES.answer.toPath({ code: 'AB12CD' })).toBe('/api/sessions/AB12CD/answers');
    expect(USER_ROUTES.stats.toPath({ userId: 'google:1/2' })).toBe('/api/users/google%3A1%2F2/stats');
    expect(USER_ROUTES.me.toPath()).toBe('/api/users/me');
  });

  it('refuses to build a path without one of its parameters', () => {
    const route = defineRoute({
      method: 'GET',
      path: '/api/things/:thingId',
      access: 'public',
      summary: 'A thing',
      params: { thingId: z.string() },
    });
    expect(() => (route.toPath as (params: object) => string)({})).toThrow(/:thingId/);
  });
});

describe('ALL_ROUTES', () => {
  it('declares each method and path once', () => {
    const keys = ALL_ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('gives every path parameter a schema, so the server parses it and the document describes it', () => {
    const missing = ALL_ROUTES.filter((route) => route !== OPERATIONS_ROUTES.webApp).flatMap((route) =>
      [...route.path.matchAll(/:(\w+)/g)]
        .map(([, name = '']) => name)
        .filter((name) => !(name in (route.params ?? {})))
        .map((name) => `${route.method} ${route.path} :${name}`),
    );
    expect(missing).toEqual([]);
  });
});
