import { ERROR_CODES, GUEST_ID_HEADER, PLAYER_TOKEN_HEADER } from '@bluffle/shared-schema';
import { ApiError } from './api-error';
import { createHttpClient } from './http-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('http client', () => {
  it('sends JSON with the player token and returns the parsed answer', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const client = createHttpClient(async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return json(200, { sessionCode: 'ABCD2345' });
    });
    const result = await client.request<{ sessionCode: string }>('/api/x', {
      method: 'POST',
      body: { playerName: 'Ada' },
      playerToken: 'secret',
    });
    expect(result).toEqual({ sessionCode: 'ABCD2345' });
    const headers = calls[0]?.init.headers as Record<string, string>;
    expect(headers[PLAYER_TOKEN_HEADER]).toBe('secret');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ playerName: 'Ada' }));
  });

  it("throws an ApiError with the server's message, status and code", async () => {
    const client = createHttpClient(async () =>
      json(409, { error: 'Round 2 is already over: its answer was recorded.', code: ERROR_CODES.roundOver }),
    );
    await expect(client.request('/api/x')).rejects.toMatchObject({
      message: 'Round 2 is already over: its answer was recorded.',
      status: 409,
      code: 'round-over',
    });
  });

  it('keeps the whole refusal body, for refusals that carry more than a message', async () => {
    const refusal = {
      error: 'The word is not ready.',
      code: 'validation-failed',
      feedback: [{ field: 'word' }],
    };
    const client = createHttpClient(async () => json(400, refusal));
    await expect(client.request('/api/x')).rejects.toMatchObject({ status: 400, body: refusal });
  });

  it('keeps the message but no code when the code is missing or unknown to this build', async () => {
    for (const body of [{ error: 'Old server.' }, { error: 'New server.', code: 'from-the-future' }]) {
      const client = createHttpClient(async () => json(400, body));
      await expect(client.request('/api/x')).rejects.toMatchObject({
        message: body.error,
        status: 400,
        code: null,
      });
    }
  });

  it('reports an error without our JSON body (a proxy with the server down) as unreachable', async () => {
    const client = createHttpClient(async () => new Response('Bad Gateway', { status: 502 }));
    await expect(client.request('/api/x')).rejects.toMatchObject({ status: 0 });
  });

  it('accepts 204 No Content as success without a body', async () => {
    const client = createHttpClient(async () => new Response(null, { status: 204 }));
    await expect(client.request('/auth/logout', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });

  it('reports a network failure as unreachable', async () => {
    const client = createHttpClient(async () => {
      throw new TypeError('fetch failed');
    });
    const error = await client.request('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Cannot reach the server.' });
  });

  it('gives up after the timeout', async () => {
    const client = createHttpClient(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(client.request('/api/x', { timeoutMs: 20 })).rejects.toMatchObject({
      status: 0,
      message: 'The server took too long to answer.',
    });
  });

  it('names the reader of a conditional poll (a board only some may read) and reads a 304 as unchanged', async () => {
    const sent: Record<string, string>[] = [];
    const client = createHttpClient(async (_url, init) => {
      sent.push(init?.headers as Record<string, string>);
      return new Response(null, { status: 304, headers: { etag: '"v1"' } });
    });
    const polled = await client.poll('/api/sessions/ABCD2345/board', {
      etag: '"v1"',
      waitSeconds: 0,
      playerToken: 'token-1',
      guestId: 'guest-1',
    });
    expect(polled).toMatchObject({ view: null, etag: '"v1"' });
    expect(sent[0]).toMatchObject({
      'if-none-match': '"v1"',
      [PLAYER_TOKEN_HEADER]: 'token-1',
      [GUEST_ID_HEADER]: 'guest-1',
    });
  });
});
