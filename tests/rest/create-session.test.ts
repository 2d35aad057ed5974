import {
  AUTH_MESSAGES,
  SESSION_CODE_LENGTH,
  type CreateSessionResponse,
  type GetSessionResponse,
} from '@bluffle/shared-schema';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

describe('POST /api/sessions/create', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const create = (body: unknown) =>
    rest<CreateSessionResponse & { error?: string }>(server.baseUrl, '/api/sessions/create', {
      method: 'POST',
      body,
    });

  it('creates a session with a code and a player token', async () => {
    const response = await create({ playerName: '  Ada  ', userId: null, totalRounds: 5 });
    expect(response.status).toBe(201);
    expect(response.body.sessionCode).toMatch(new RegExp(`^[A-HJ-NP-Z2-9]{${SESSION_CODE_LENGTH}}$`));
    expect(Buffer.from(response.body.playerToken, 'base64url')).toHaveLength(32);

    const read = await rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${response.body.sessionCode}`);
    expect(read.status).toBe(200);
    expect(read.body.session).toMatchObject({
      sessionCode: response.body.sessionCode,
      playerName: 'Ada',
      language: 'english',
      totalRounds: 5,
      status: 'created',
      score: null,
      correctAnswers: null,
      completedAt: null,
    });
  });

  it('refuses a guest whose payload names a user (identity comes from the session, docs/design.md decision 5)', async () => {
    const response = await create({ playerName: 'Ada', userId: 'google:someone-else' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AUTH_MESSAGES.notYourAccount);
  });

  it('issues a different code and token every time', async () => {
    const first = await create({ playerName: 'Ada' });
    const second = await create({ playerName: 'Ada' });
    expect(first.body.sessionCode).not.toBe(second.body.sessionCode);
    expect(first.body.playerToken).not.toBe(second.body.playerToken);
  });

  it('keeps the language asked for, case-insensitively', async () => {
    const created = await create({ playerName: 'Juan', language: 'Filipino' });
    const read = await rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${created.body.sessionCode}`);
    expect(read.body.session.language).toBe('filipino');
  });

  it.each([
    ['a missing body', undefined, /JSON object/],
    ['a JSON array', [], /JSON object/],
    ['a missing player name', {}, /playerName/],
    ['a blank player name', { playerName: '   ' }, /player name/],
    ['a number as player name', { playerName: 42 }, /playerName must be text/],
    ['an operator object as player name', { playerName: { $gt: '' } }, /playerName must be text/],
    ['an over-long player name', { playerName: 'x'.repeat(100) }, /at most/],
    ['a round count other than 5', { playerName: 'Ada', totalRounds: 7 }, /totalRounds must be 5/],
    ['a language not played', { playerName: 'Ada', language: 'klingon' }, /english or filipino/],
    ['an operator object as language', { playerName: 'Ada', language: { $ne: null } }, /language/],
  ])('rejects %s with 400 and a message', async (_case, body, message) => {
    const response = await create(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(message);
  });
});
