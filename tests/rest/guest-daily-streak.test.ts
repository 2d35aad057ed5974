import {
  DAILY_FIVE_PATHS,
  ERROR_CODES,
  GUEST_ID_HEADER,
  GUEST_PROGRESS_PATHS,
  type ApiError,
  type DailyFiveState,
} from '@bluffle/shared-schema';
import { localUser, signedInAgent } from '../support/admin-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// Guest progress kept, the daily part: the days a guest played the daily five in this browser
// come with the games when they sign in and keep them, so the streak is the player's, not the browser's.

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
/** Today at 09:30 UTC on the real day, so the account's sign-in cookie (dated by the real clock) is valid. */
const TODAY_MS = Math.floor(Date.now() / DAY_MS) * DAY_MS + 9.5 * 60 * 60 * 1000;
const GUEST_ID = 'guest-browser-0003-abcdef';
const ada = localUser('ada', []);
const clock = new ManualClock(TODAY_MS - DAY_MS);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, users: [ada] });
});

afterAll(() => server.close());

it("brings the browser's daily five days to the account: its streak, and today's set played", async () => {
  const startAsGuest = () =>
    rest(server.baseUrl, DAILY_FIVE_PATHS.start, {
      body: { language: 'english', playerName: 'Guest Gia' },
      headers: { [GUEST_ID_HEADER]: GUEST_ID },
    });
  expect((await startAsGuest()).status).toBe(201);
  clock.advance(DAY_MS);
  expect((await startAsGuest()).status).toBe(201);

  const agent = await signedInAgent(server.baseUrl, ada);
  const state = () =>
    agent.json<DailyFiveState>(`${server.baseUrl}${DAILY_FIVE_PATHS.state}?language=english`);
  expect((await state()).body).toMatchObject({ hasPlayed: false, streak: 0 });
  const claimed = await agent.json(`${server.baseUrl}${GUEST_PROGRESS_PATHS.claim}`, {
    body: {},
    headers: { [GUEST_ID_HEADER]: GUEST_ID },
  });
  expect(claimed.status).toBe(200);

  // Two days in a row as a guest are the player's streak, and today's set is not theirs to play twice.
  expect((await state()).body).toMatchObject({ hasPlayed: true, streak: 2, keptFor: 'account' });
  const again = await agent.json(`${server.baseUrl}${DAILY_FIVE_PATHS.start}`, {
    body: { language: 'english', playerName: 'Ada' },
  });
  expect([again.status, (again.body as ApiError).code]).toEqual([409, ERROR_CODES.dailyFivePlayed]);
});

it('leaves an account that played the day itself as it was', async () => {
  // Ada played today (above); another guest's today comes along without replacing hers.
  const otherGuest = 'guest-browser-0004-abcdef';
  const started = await rest(server.baseUrl, DAILY_FIVE_PATHS.start, {
    body: { language: 'english', playerName: 'Guest Gus' },
    headers: { [GUEST_ID_HEADER]: otherGuest },
  });
  expect(started.status).toBe(201);
  const agent = await signedInAgent(server.baseUrl, ada);
  const before = await agent.json<DailyFiveState>(
    `${server.baseUrl}${DAILY_FIVE_PATHS.state}?language=english`,
  );
  await agent.json(`${server.baseUrl}${GUEST_PROGRESS_PATHS.claim}`, {
    body: {},
    headers: { [GUEST_ID_HEADER]: otherGuest },
  });
  const after = await agent.json<DailyFiveState>(
    `${server.baseUrl}${DAILY_FIVE_PATHS.state}?language=english`,
  );
  expect(after.body.result?.sessionCode).toBe(before.body.result?.sessionCode);
  expect(after.body.streak).toBe(2);
});
