import { PLAY_LANGUAGES, ROUNDS_PER_GAME, type DuplicateSessionResponse } from '@bluffle/shared-schema';
import { ManualClock } from '../support/manual-clock';
import { HISTORY_GAMES } from '../../game-server/src/services/fresh-words';
import { BrowserAgent } from '../support/browser-agent';
import { FIXTURE_WORDS } from '../support/fixture-words';
import { rest } from '../support/rest-client';
import {
  bankOf,
  guestHeaders,
  playThrough,
  serveGame,
  serveGames,
  truthsOf,
  type ServedGame,
} from '../support/served-games';
import { soloGameOf } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// Every solo game is balanced (2 or 3 fakes in 5, in every language), and a player does not meet
// the same word again for HISTORY_GAMES games: signed-in players by account, guests by their guest id.

async function signIn(server: TestServer, username: string): Promise<Record<string, string>> {
  const agent = new BrowserAgent();
  const response = await agent.json(`${server.baseUrl}/auth/local`, { body: { username } });
  expect(response.status).toBe(200);
  return agent.cookieHeaderFor(server.baseUrl);
}

/** Every word id of the games, with how many of them served it. */
function timesServed(games: readonly ServedGame[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const wordId of games.flatMap((game) => game.wordIds)) times.set(wordId, (times.get(wordId) ?? 0) + 1);
  return times;
}

const repeatedWords = (games: readonly ServedGame[]) =>
  [...timesServed(games)].filter(([, times]) => times > 1).map(([wordId]) => wordId);

describe('solo words: balanced games, no word met again for many games (big bank)', () => {
  // Big enough for HISTORY_GAMES games of ten words plus a balanced pool to spare, in each play language.
  const WORDS_PER_KIND = 150;
  const words = PLAY_LANGUAGES.flatMap((language) => bankOf(language, WORDS_PER_KIND, WORDS_PER_KIND));
  const truths = truthsOf(words);
  // Moved on past each round's feedback pause: a game's words are seen by playing it through.
  const clock = new ManualClock();
  let server: TestServer;

  beforeAll(async () => {
    // One signed-in bluffling plays HISTORY_GAMES + 1 games in a day here: the free daily limit
    // tests/rest/daily-limit.test.ts) is lifted so that this suite tests the word history alone.
    server = await startTestServer({ words, clock, env: { DAILY_FREE_GAMES: '9999' } });
  });
  afterAll(() => server.close());

  it.each(PLAY_LANGUAGES)('gives every game 2 or 3 fakes in its five rounds (%s)', async (language) => {
    const games = await serveGames(30, () =>
      serveGame(server.baseUrl, truths, { clock, language, headers: guestHeaders(`balanced-${language}`) }),
    );
    expect(games.map((game) => game.fakesPlayed).filter((fakes) => fakes < 2 || fakes > 3)).toEqual([]);
    // Neither REAL-heavy nor FAKE-heavy games alone: the larger half is REAL in some games, FAKE in others.
    expect(new Set(games.map((game) => game.fakesPlayed))).toEqual(new Set([2, 3]));
  });

  it('balances the games of a guest whose browser keeps no guest id, too', async () => {
    const games = await serveGames(20, () =>
      serveGame(server.baseUrl, truths, { clock, language: 'english' }),
    );
    expect(games.map((game) => game.fakesPlayed).filter((fakes) => fakes < 2 || fakes > 3)).toEqual([]);
  });

  it.each(PLAY_LANGUAGES)(
    'never serves a signed-in player a word again within %s-game windows (by account, not browser)',
    async (language) => {
      const firstBrowser = await signIn(server, `Fresh ${language}`);
      const secondBrowser = await signIn(server, `Fresh ${language}`);
      // The same account in two browsers shares one history.
      const games = await serveGames(HISTORY_GAMES + 1, (index) =>
        serveGame(server.baseUrl, truths, {
          clock,
          language,
          headers: index % 2 === 0 ? firstBrowser : secondBrowser,
        }),
      );
      expect(repeatedWords(games)).toEqual([]);
      expect(games.every((game) => game.fakesPlayed >= 2 && game.fakesPlayed <= 3)).toBe(true);
    },
  );

  it('never serves a guest with a guest id a word again within its history window', async () => {
    const games = await serveGames(HISTORY_GAMES + 1, () =>
      serveGame(server.baseUrl, truths, {
        clock,
        language: 'english',
        headers: guestHeaders('guest-with-a-memory'),
      }),
    );
    expect(repeatedWords(games)).toEqual([]);
  });

  it("keeps two guests' histories apart", async () => {
    const first = await serveGames(HISTORY_GAMES, () =>
      serveGame(server.baseUrl, truths, {
        clock,
        language: 'filipino',
        headers: guestHeaders('first-guest'),
      }),
    );
    const second = await serveGames(6, () =>
      serveGame(server.baseUrl, truths, {
        clock,
        language: 'filipino',
        headers: guestHeaders('second-guest'),
      }),
    );
    expect(repeatedWords(second)).toEqual([]);
    // The first guest was served two thirds of the Filipino words and played a third (the five rounds of
    // each game); the second guest is not steered away from them (30 words all outside the hundred played
    // by chance would be about one in 200 000).
    const metByFirst = new Set(first.flatMap((game) => game.wordIds));
    expect(second.flatMap((game) => game.wordIds).some((wordId) => metByFirst.has(wordId))).toBe(true);
  });

  it('lets a challenge replay the words the player met, as it should', async () => {
    const headers = guestHeaders('challenger');
    // Played through (every round timed out), so over and ready to be completed and copied.
    const original = await serveGame(server.baseUrl, truths, { clock, language: 'english', headers });
    const completed = await rest(server.baseUrl, `/api/sessions/${original.sessionCode}/complete`, {
      body: {},
      token: original.playerToken,
    });
    expect(completed.status).toBe(200);
    const copy = await rest<DuplicateSessionResponse>(
      server.baseUrl,
      `/api/sessions/${original.sessionCode}/duplicate`,
      { body: { playerName: 'Copycat' }, headers },
    );
    expect(copy.status).toBe(201);
    const replay = soloGameOf(
      { sessionCode: copy.body.newSessionCode, playerToken: copy.body.playerToken },
      copy.body,
      clock,
    );
    const replayed = await playThrough(server.baseUrl, replay);
    expect(replayed.map((word) => word.id)).toEqual(original.wordIds);
    expect(replayed).toHaveLength(ROUNDS_PER_GAME);
  });
});

describe('solo words: small banks still give full, balanced games', () => {
  it('serves every game in full from the fixture words, to a player who has met them all', async () => {
    // Six English words (3 real, 3 fake) and five Filipino (3 real, 2 fake): history cannot be avoided.
    const clock = new ManualClock();
    const server = await startTestServer({ words: FIXTURE_WORDS, clock });
    try {
      const truths = truthsOf(FIXTURE_WORDS);
      for (const language of PLAY_LANGUAGES) {
        const games = await serveGames(6, () =>
          serveGame(server.baseUrl, truths, { clock, language, headers: guestHeaders(`small-${language}`) }),
        );
        // Five words or more (serveGame checks it): the few words not met last time, or met ones again.
        expect(games.every((game) => game.fakesPlayed >= 2 && game.fakesPlayed <= 3)).toBe(true);
      }
    } finally {
      await server.close();
    }
  });

  it('lets older history back in rather than unbalance a game when the fakes run short', async () => {
    // Ten fakes: two or three games' worth before a guest has met them all.
    const words = bankOf('english', 30, 10);
    const truths = truthsOf(words);
    const clock = new ManualClock();
    const server = await startTestServer({ words, clock });
    try {
      const games = await serveGames(15, () =>
        serveGame(server.baseUrl, truths, {
          clock,
          language: 'english',
          headers: guestHeaders('short-of-fakes'),
        }),
      );
      expect(games.map((game) => game.fakesPlayed).filter((fakes) => fakes < 2 || fakes > 3)).toEqual([]);
      // While unseen words suffice, the second game is all new words.
      const [first, second] = games;
      expect(second!.wordIds.filter((wordId) => first!.wordIds.includes(wordId))).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
