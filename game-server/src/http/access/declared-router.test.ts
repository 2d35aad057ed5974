import { DAILY_FIVE_ROUTES, SESSION_ROUTES, defineRoute } from '@bluffle/shared-schema';
import express, { type Router } from 'express';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createLogger } from '../../logging/logger';
import { errorHandler } from '../error-handler';
import { declaredRouter } from './declared-router';

async function call(router: Router, path: string, init: RequestInit = {}) {
  const app = express();
  app.use(express.json());
  app.use('/api', router);
  app.use(errorHandler(createLogger('silent')));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
    return { status: response.status, body: (await response.json()) as unknown };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

describe('declaredRouter', () => {
  it('refuses a contract that is not in ALL_ROUTES', () => {
    const stray = defineRoute({ method: 'GET', path: '/api/stray', access: 'public', summary: 'Nowhere' });
    expect(() => declaredRouter('/api').on(stray, () => undefined)).toThrow(
      /GET \/api\/stray has no access rule/,
    );
  });

  it('hands the handler its input parsed with the contract’s schemas', async () => {
    const routes = declaredRouter('/api');
    routes.on(DAILY_FIVE_ROUTES.state, ({ query }, _request, response) => {
      response.json({ query });
    });
    expect(await call(routes.router, '/api/daily?language=')).toEqual({
      status: 200,
      body: { query: { language: 'english' } },
    });
  });

  it('parses the path before the body, and refuses with the first problem', async () => {
    const routes = declaredRouter('/api');
    routes.on(SESSION_ROUTES.answer, (_input, _request, response) => {
      response.json({ ok: true });
    });
    const refused = await call(routes.router, '/api/sessions/not%20a%20code/answers', postJson({}));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'validation-failed' });
  });

  it('reads an absent body as {} only where the route says so', async () => {
    const strict = declaredRouter('/api');
    strict.on(SESSION_ROUTES.create, (_input, _request, response) => {
      response.json({ ok: true });
    });
    const lenient = declaredRouter('/api');
    lenient.on(SESSION_ROUTES.create, { absentBodyIsEmpty: true }, (_input, _request, response) => {
      response.json({ ok: true });
    });
    const noBody = { method: 'POST' };
    expect((await call(strict.router, '/api/sessions/create', noBody)).body).toMatchObject({
      error: expect.stringMatching(/Send a JSON object/),
    });
    expect((await call(lenient.router, '/api/sessions/create', noBody)).body).toMatchObject({
      error: expect.stringMatching(/playerName/),
    });
  });
});
