import {
  ERROR_CODES,
  GUEST_ID_HEADER,
  GUEST_PROGRESS_MESSAGES,
  GUEST_PROGRESS_PATHS,
  ROUNDS_PER_GAME,
  type ApiError,
  type ClaimGuestGamesResponse,
  type DuplicateSessionResponse,
  type GuestGamesResponse,
  type PlayerStats,
} from '@bluffle/shared-schema';
import { localUser, signedInAgent } from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { rest } from '../support/rest-client';
import { ManualClock } from '../support/manual-clock';
import { playRound, soloGameOf, startSoloGame, type RoundPlan, type SoloGame } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// Guest progress kept: the server-judged games a guest played in this browser (its x-guest-id)
// are added to the account they sign in to, once, when they ask; practice stays practice, and fair play
// holds across the move (a game of words the account had already played counts nowhere).

jest.setTimeout(60_000);

const GUEST_ID = 'guest-browser-0001-abcdef';
const OTHER_GUEST_ID = 'guest-browser-0002-abcdef';
const ada = localUser('ada', []);
const bob = localUser('bob', []);
const cy = localUser('cy', []);

let server: TestServer;
/** The server's clock, moved on past each round's feedback pause rather than waited for. */
let clock: ManualClock;

beforeEach(async () => {
  clock = new ManualClock();
  server = await startTestServer({ users: [ada, bob, cy], clock });
});

afterEach(async () => {
  await server.close();
});

const guestHeaders = (guestId: string) => ({ [GUEST_ID_HEADER]: guestId });

/** A guest game played to its end with this plan for every round; answers the total score. */
async function playGuestGame(guestId: string, plan: RoundPlan): Promise<{ game: SoloGame; score: number }> {
  const game = await startSoloGame(server.baseUrl, { headers: guestHeaders(guestId), clock });
  let score = 0;
  for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
    score = (await playRound(server.baseUrl, game, round, plan)).score.totalScore;
  }
  const completed = await rest(server.baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
    method: 'POST',
    token: game.playerToken,
    body: {},
  });
  expect(completed.status).toBe(200);
  return { game, score };
}

function calls(agent: BrowserAgent) {
  const url = (path: string) => `${server.baseUrl}${path}`;
  return {
    count: (headers: Record<string, string>) =>
      agent.json<GuestGamesResponse & ApiError>(url(GUEST_PROGRESS_PATHS.games), { headers }),
    claim: (headers: Record<string, string>) =>
      agent.json<ClaimGuestGamesResponse & ApiError>(url(GUEST_PROGRESS_PATHS.claim), { body: {}, headers }),
    stats: (userId: string) => agent.json<PlayerStats>(url(`/api/users/${encodeURIComponent(userId)}/stats`)),
  };
}

it("adds a browser's finished guest games to the account once, stats included", async () => {
  const first = await playGuestGame(GUEST_ID, 'right');
  const second = await playGuestGame(GUEST_ID, 'wrong-first');
  // Not finished, or another browser's: neither is this browser's progress to add.
  await startSoloGame(server.baseUrl, { headers: guestHeaders(GUEST_ID) });
  await playGuestGame(OTHER_GUEST_ID, 'right');

  const account = calls(await signedInAgent(server.baseUrl, ada));
  expect((await account.count(guestHeaders(GUEST_ID))).body).toEqual({ games: 2 });

  const claimed = await account.claim(guestHeaders(GUEST_ID));
  expect(claimed.status).toBe(200);
  expect(claimed.body).toMatchObject({ added: 2, practice: 0 });
  expect(claimed.body.stats).toMatchObject({
    totalGamesPlayed: 2,
    totalScore: first.score + second.score,
    totalCorrectAnswers: ROUNDS_PER_GAME,
  });
  expect((await account.stats(ada.id)).body).toEqual(claimed.body.stats);

  // Once: nothing is left to add, and asking again changes nothing.
  expect((await account.count(guestHeaders(GUEST_ID))).body).toEqual({ games: 0 });
  const again = await account.claim(guestHeaders(GUEST_ID));
  expect(again.body).toMatchObject({ added: 0, practice: 0, stats: claimed.body.stats });

  // Another account signing in on that browser later finds nothing of it.
  expect((await calls(await signedInAgent(server.baseUrl, bob)).count(guestHeaders(GUEST_ID))).body).toEqual({
    games: 0,
  });
});

it('keeps fair play: a guest game of words the account already played counts nowhere', async () => {
  const guestGame = await playGuestGame(GUEST_ID, 'right');
  const agent = await signedInAgent(server.baseUrl, cy);
  // The account takes the guest's game as a challenge first: its own play of those words is the one that counts.
  const copy = await agent.json<DuplicateSessionResponse>(
    `${server.baseUrl}/api/sessions/${guestGame.game.sessionCode}/duplicate`,
    { body: { playerName: 'Cy' } },
  );
  expect(copy.status).toBe(201);
  const challenge = soloGameOf(
    { sessionCode: copy.body.newSessionCode, playerToken: copy.body.playerToken },
    copy.body,
    clock,
  );
  for (let round = 1; round <= ROUNDS_PER_GAME; round += 1) {
    await playRound(server.baseUrl, challenge, round, 'wrong-first');
  }
  await rest(server.baseUrl, `/api/sessions/${challenge.sessionCode}/complete`, {
    method: 'POST',
    token: challenge.playerToken,
    body: {},
  });

  const account = calls(agent);
  const claimed = await account.claim(guestHeaders(GUEST_ID));
  expect(claimed.body).toMatchObject({ added: 0, practice: 1 });
  expect(claimed.body.stats).toMatchObject({ totalGamesPlayed: 1, totalScore: 0 });
});

it('adds each game once when two tabs ask at the same moment', async () => {
  await playGuestGame(GUEST_ID, 'right');
  await playGuestGame(GUEST_ID, 'right');
  const account = calls(await signedInAgent(server.baseUrl, ada));
  const answers = await Promise.all([
    account.claim(guestHeaders(GUEST_ID)),
    account.claim(guestHeaders(GUEST_ID)),
  ]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(answers[0]!.body.added + answers[1]!.body.added).toBe(2);
  expect((await account.stats(ada.id)).body.totalGamesPlayed).toBe(2);
});

it('asks for the guest id, refuses a malformed one or a payload, and is for signed-in players only', async () => {
  const agent = await signedInAgent(server.baseUrl, ada);
  const account = calls(agent);
  // The account is always the signed-in one: a payload naming anyone is refused, not obeyed.
  const naming = await agent.json(`${server.baseUrl}${GUEST_PROGRESS_PATHS.claim}`, {
    body: { userId: bob.id },
    headers: guestHeaders(GUEST_ID),
  });
  expect(naming.status).toBe(400);
  expect(await account.count({})).toMatchObject({
    status: 400,
    body: { error: GUEST_PROGRESS_MESSAGES.guestIdRequired, code: ERROR_CODES.badRequest },
  });
  expect((await account.claim({ [GUEST_ID_HEADER]: '{"$gt":""}' })).status).toBe(400);
  const claimWithBody = await rest(server.baseUrl, GUEST_PROGRESS_PATHS.claim, {
    body: { userId: bob.id },
    headers: guestHeaders(GUEST_ID),
  });
  expect(claimWithBody.status).toBe(401);
  const guest = await rest(server.baseUrl, GUEST_PROGRESS_PATHS.games, { headers: guestHeaders(GUEST_ID) });
  expect(guest.status).toBe(401);
});
