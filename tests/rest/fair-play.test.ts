import {
  GUEST_ID_HEADER,
  type DuplicateSessionResponse,
  type GetSessionResponse,
  type SessionSummary,
} from '@bluffle/shared-schema';
import { BrowserAgent } from '../support/browser-agent';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { playRound, soloGameOf, startSoloGame, type RoundPlan, type SoloGame } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// Issue "Fair play": a replay of words an identity already played counts nowhere (docs/design.md decision 11).
describe('fair play: replays of known words are practice', () => {
  let server: TestServer;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  async function signIn(username: string): Promise<{ agent: BrowserAgent; headers: Record<string, string> }> {
    const agent = new BrowserAgent();
    const response = await agent.json(`${server.baseUrl}/auth/local`, { body: { username } });
    if (response.status !== 200) throw new Error(`local sign-in failed: ${response.status}`);
    return { agent, headers: agent.cookieHeaderFor(server.baseUrl) };
  }

  const guest = (guestId: string) => ({ [GUEST_ID_HEADER]: guestId });

  async function duplicate(
    code: string,
    headers: Record<string, string> = {},
  ): Promise<SoloGame & { isPractice: boolean }> {
    const response = await rest<DuplicateSessionResponse>(server.baseUrl, `/api/sessions/${code}/duplicate`, {
      body: { playerName: 'Copycat' },
      headers,
    });
    if (response.status !== 201)
      throw new Error(`duplicate failed: ${response.status} ${JSON.stringify(response.body)}`);
    const { newSessionCode, playerToken, isPractice } = response.body;
    return { ...soloGameOf({ sessionCode: newSessionCode, playerToken }, response.body, clock), isPractice };
  }

  /** Plays every round to `plan` and completes: 'right' is what a replayer who knows the truths does. */
  async function playAll(game: SoloGame, plan: RoundPlan): Promise<SessionSummary> {
    for (let round = 1; round <= 5; round += 1) {
      // A round after the first opens after its feedback pause (playRound asks for it).
      await playRound(server.baseUrl, game, round, plan);
    }
    const completed = await rest<SessionSummary>(
      server.baseUrl,
      `/api/sessions/${game.sessionCode}/complete`,
      {
        body: {},
        token: game.playerToken,
      },
    );
    expect(completed.status).toBe(200);
    return completed.body;
  }
  const playPerfectly = (game: SoloGame) => playAll(game, 'right');
  const playBadly = (game: SoloGame) => playAll(game, 'wrong-first');

  const publicView = async (code: string, token?: string) =>
    (await rest<GetSessionResponse>(server.baseUrl, `/api/sessions/${code}`, { token })).body;

  async function statsOf(agent: BrowserAgent, userId: string): Promise<Record<string, unknown>> {
    const response = await agent.json<Record<string, unknown>>(
      `${server.baseUrl}/api/users/${encodeURIComponent(userId)}/stats`,
    );
    expect(response.status).toBe(200);
    return response.body;
  }

  it("gives a player's copy of their own game as practice, which leaves their stats alone", async () => {
    const { agent, headers } = await signIn('Replay Rita');
    const original = await startSoloGame(server.baseUrl, { headers, clock });
    await playBadly(original);
    const statsAfterOriginal = await statsOf(agent, 'local:replay-rita');
    expect(statsAfterOriginal.totalScore).toBe(0);

    for (let replay = 1; replay <= 3; replay += 1) {
      const copy = await duplicate(original.sessionCode, headers);
      expect(copy.isPractice).toBe(true);
      const summary = await playPerfectly(copy);
      expect(summary.score.totalScore).toBe(16);
      expect(summary.isPractice).toBe(true);
      expect((await publicView(copy.sessionCode)).session).toMatchObject({ score: 16, isPractice: true });
    }
    expect(await statsOf(agent, 'local:replay-rita')).toEqual(statsAfterOriginal);
  });

  it("counts a challenger's first attempt only, labelling later ones practice", async () => {
    const original = await startSoloGame(server.baseUrl, { playerName: 'Nina', clock });
    await playBadly(original);
    const { agent, headers } = await signIn('Challenger Chad');

    const first = await duplicate(original.sessionCode, headers);
    expect(first.isPractice).toBe(false);
    const firstSummary = await playBadly(first);
    expect(firstSummary.isPractice).toBe(false);
    expect((await publicView(first.sessionCode)).session.isPractice).toBe(false);
    const statsAfterFirst = await statsOf(agent, 'local:challenger-chad');
    expect(statsAfterFirst.totalScore).toBe(0);

    const second = await duplicate(original.sessionCode, headers);
    expect(second.isPractice).toBe(true);
    expect((await playPerfectly(second)).isPractice).toBe(true);
    expect(await statsOf(agent, 'local:challenger-chad')).toEqual(statsAfterFirst);
    // A copy of the copy is the same words again.
    expect((await duplicate(first.sessionCode, headers)).isPractice).toBe(true);
  });

  it('counts the first attempt STARTED, so a second copy cannot be used to learn the truths for the first', async () => {
    const original = await startSoloGame(server.baseUrl, { clock });
    await playBadly(original);
    const headers = guest('interleaving-guest-0001');
    const counted = await duplicate(original.sessionCode, headers);
    const scout = await duplicate(original.sessionCode, headers);
    expect(counted.isPractice).toBe(false);
    expect(scout.isPractice).toBe(true);
    // The scout finishes first, with every truth revealed to it; it is still practice.
    expect((await playBadly(scout)).isPractice).toBe(true);
    expect((await playPerfectly(counted)).isPractice).toBe(false);
  });

  it('lets exactly one of several simultaneous copies by one identity count', async () => {
    const original = await startSoloGame(server.baseUrl, { clock });
    await playBadly(original);
    const headers = guest('racing-guest-000000001');
    const copies = await Promise.all([1, 2, 3, 4].map(() => duplicate(original.sessionCode, headers)));
    expect(copies.filter((copy) => !copy.isPractice)).toHaveLength(1);
  });

  it('tells guests apart by their guest id, and refuses a malformed one', async () => {
    const original = await startSoloGame(server.baseUrl, { clock });
    await playBadly(original);
    expect((await duplicate(original.sessionCode, guest('guest-one-0000000001'))).isPractice).toBe(false);
    expect((await duplicate(original.sessionCode, guest('guest-two-0000000002'))).isPractice).toBe(false);
    expect((await duplicate(original.sessionCode, guest('guest-one-0000000001'))).isPractice).toBe(true);

    const malformed = await rest<{ error: string }>(
      server.baseUrl,
      `/api/sessions/${original.sessionCode}/duplicate`,
      {
        body: { playerName: 'Mallory' },
        headers: guest('short'),
      },
    );
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toMatch(/x-guest-id/);
  });

  it("shows the original's answers to a challenger only once the challenger's first attempt is complete", async () => {
    const original = await startSoloGame(server.baseUrl, { playerName: 'Olga', clock });
    await playBadly(original);
    const headers = guest('reader-guest-00000001');
    const counted = await duplicate(original.sessionCode, headers);
    const practice = await duplicate(original.sessionCode, headers);

    // A practice copy, finished, while the counted attempt is still running: no answers.
    await playBadly(practice);
    expect((await publicView(original.sessionCode, practice.playerToken)).answers).toBeNull();
    expect((await publicView(original.sessionCode, counted.playerToken)).answers).toBeNull();

    await playBadly(counted);
    expect((await publicView(original.sessionCode, counted.playerToken)).answers).toHaveLength(5);
    expect((await publicView(original.sessionCode, practice.playerToken)).answers).toHaveLength(5);

    // A finished game on other words (the fixture's Filipino ones) reads nothing.
    const stranger = await startSoloGame(server.baseUrl, { language: 'filipino', clock });
    await playBadly(stranger);
    expect((await publicView(original.sessionCode, stranger.playerToken)).answers).toBeNull();
  });
});
