import {
  CHALLENGE_PHASE_ONE_SECONDS,
  NETWORK_ALLOWANCE_MS,
  type ApiError,
  type CreateSessionResponse,
  type DuplicateSessionResponse,
  type GetSessionResponse,
} from '@bluffle/shared-schema';
import { truthOf } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import {
  finishSoloGame,
  playRound,
  soloGameOf,
  startSoloGame,
  submitAnswer,
  type RoundOver,
  type SoloGame,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

describe('the challenge flow: duplicate, play the same words, compare', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const duplicate = (code: string, body: unknown) =>
    rest<DuplicateSessionResponse & ApiError>(server.baseUrl, `/api/sessions/${code}/duplicate`, { body });
  const read = (code: string, token?: string) =>
    rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${code}`, { token });

  async function finishGame(game: SoloGame): Promise<void> {
    for (let round = 1; round <= 5; round += 1) {
      // Each round after the first opens after its feedback pause (playRound asks for it).
      await playRound(server.baseUrl, game, round, round % 2 === 0 ? 'wrong-first' : 'right');
    }
    const completed = await rest(server.baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
      body: {},
      token: game.playerToken,
    });
    expect(completed.status).toBe(200);
  }

  it('plays the same words in the same order, and shows the original answers only to a finished challenger', async () => {
    const original = await startSoloGame(server.baseUrl, { playerName: 'Ada', clock });
    await finishGame(original);

    const landing = await read(original.sessionCode);
    expect(landing.body).toMatchObject({
      session: { playerName: 'Ada', score: 6, totalRounds: 5, status: 'completed' },
      answers: null,
    });

    const accepted = await duplicate(original.sessionCode, { playerName: 'Challenger' });
    expect(accepted.status).toBe(201);
    expect(accepted.body.newSessionCode).not.toBe(original.sessionCode);
    // Round 1's word only, the first of the original's: the others come as their rounds open.
    expect(accepted.body.words).toEqual(original.words.slice(0, 1));
    expect(accepted.body.totalRounds).toBe(5);

    const challenger = soloGameOf(
      { sessionCode: accepted.body.newSessionCode, playerToken: accepted.body.playerToken },
      accepted.body,
      clock,
    );
    // The words call on the new session serves the same words in the same order (all of them: docs/design.md
    // decision 14), without reopening round 1.
    const served = await rest<{ words: unknown[] }>(
      server.baseUrl,
      `/api/words/session/${challenger.sessionCode}`,
      {
        token: challenger.playerToken,
      },
    );
    expect(served.body.words.slice(0, original.words.length)).toEqual(original.words);

    // Before finishing, the challenger may not read the original's answers.
    expect((await read(original.sessionCode, challenger.playerToken)).body.answers).toBeNull();
    await finishGame(challenger);
    // The same words in the same order, round by round.
    expect(challenger.words).toEqual(original.words);

    const compared = await read(original.sessionCode, challenger.playerToken);
    expect(compared.body.answers).toHaveLength(5);
    expect(compared.body.answers?.map((answer) => answer.wordId)).toEqual(original.words.map((w) => w.id));

    // A stranger with the link, or a random token, still sees no per-answer details.
    const stranger = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Eve' },
    });
    expect((await read(original.sessionCode, stranger.body.playerToken)).body.answers).toBeNull();
    expect((await read(original.sessionCode, 'made-up-token')).body.answers).toBeNull();
    // The owner always does.
    expect((await read(original.sessionCode, original.playerToken)).body.answers).toHaveLength(5);
  });

  it('times challenge rounds at the challenge phase-one time', async () => {
    const original = await startSoloGame(server.baseUrl, { clock });
    await finishSoloGame(server.baseUrl, original);
    const accepted = await duplicate(original.sessionCode, { playerName: 'Challenger' });
    const challenger = soloGameOf(
      { sessionCode: accepted.body.newSessionCode, playerToken: accepted.body.playerToken },
      accepted.body,
      clock,
    );
    clock.advance(CHALLENGE_PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS + 1);
    const word = challenger.words[0];
    if (!word) throw new Error('no word');
    const late = await submitAnswer<RoundOver>(server.baseUrl, challenger, {
      wordId: word.id,
      roundNumber: 1,
      playerAnswer: truthOf(word).isReal,
    });
    expect(late.body).toMatchObject({ stage: 'round-over', isTimeout: true, isCorrect: false });
  });

  it('refuses to duplicate a game that is not finished, so its player cannot preview the answers', async () => {
    const created = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Ada' },
    });
    const unplayed = await duplicate(created.body.sessionCode, { playerName: 'Challenger' });
    expect(unplayed.status).toBe(409);
    expect(unplayed.body.error).toMatch(/not finished/);

    const running = await startSoloGame(server.baseUrl, { clock });
    await playRound(server.baseUrl, running, 1, 'wrong-first');
    const midGame = await duplicate(running.sessionCode, { playerName: 'Sneaky' });
    expect(midGame.status).toBe(409);
    expect(midGame.body.error).toMatch(/not finished/);
  });

  it('rejects bad duplicate requests', async () => {
    const original = await startSoloGame(server.baseUrl);
    expect((await duplicate('ZZZZZZZZ', { playerName: 'C' })).status).toBe(404);
    expect((await duplicate('nope', { playerName: 'C' })).status).toBe(400);
    for (const body of [{}, { playerName: '' }, { playerName: { $gt: '' } }, { playerName: ['C'] }]) {
      const response = await duplicate(original.sessionCode, body);
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(/player ?name/i);
    }
  });

  it('answers 404 and 400 for unknown and malformed codes on GET', async () => {
    expect((await read('ZZZZZZZZ')).status).toBe(404);
    expect((await read('a$b')).status).toBe(400);
  });
});
