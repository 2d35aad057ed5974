import {
  GUEST_ID_HEADER,
  type DuplicateSessionResponse,
  type PlayWord,
  type WordPlayCounts,
} from '@bluffle/shared-schema';
import { createStore } from '../../game-server/src/store/create-store';
import type { Store } from '../../game-server/src/store/port';
import type { NewWord } from '../../game-server/src/domain/word';
import { ADMIN_TEST_USERS } from '../support/admin-words';
import { ENGLISH_FIXTURE_WORDS, FILIPINO_FIXTURE_WORDS, truthOf } from '../support/fixture-words';
import { RestPlayer, signIn } from '../support/lobby-players';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import {
  openNextRound,
  playRound,
  soloGameOf,
  startSoloGame,
  submitAnswer,
  type RoundPlan,
  type SoloGame,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// A contributed word's fool rate is counted on the server from the calls players make at phase
// one (store.wordPlays): judged answers, in plays that count, by anyone but the word's author. Every
// word's calls are counted, in memory, and reach the store in one batch once WORD_CALLS_FLUSH_SECONDS have
// passed on the server's clock; this test moves that clock on and reads what the server wrote.

jest.setTimeout(60_000);

/** The server's flush interval (WORD_CALLS_FLUSH_SECONDS), on its manual clock. */
const FLUSH_MS = 5000;

const AUTHOR = ADMIN_TEST_USERS.wordsmith;
/** The English words are a wordsmith's, approved, so every English game plays only contributed words. */
const CONTRIBUTED: NewWord[] = ENGLISH_FIXTURE_WORDS.map((word) => ({
  ...word,
  source: 'wordsmith',
  createdBy: AUTHOR.id,
  status: 'approved',
}));

/** The lobby's results pause, on the server's manual clock. */
const RESULTS_MS = 150;

describe('word calls: what each word is called in play', () => {
  let server: TestServer;
  let store: Store;
  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({
      words: [...CONTRIBUTED, ...FILIPINO_FIXTURE_WORDS],
      users: [AUTHOR],
      clock,
      lobbyTimings: { resultsMs: RESULTS_MS, tickMs: 50 },
      env: { WORD_CALLS_FLUSH_SECONDS: String(FLUSH_MS / 1000) },
    });
    // A second connection to the same file, as another process would have: what the server stored.
    store = await createStore({ dataDir: server.dataDir });
  });
  afterAll(async () => {
    await store.close();
    await server.close();
  });

  const countsOf = async (words: readonly PlayWord[]) =>
    store.wordPlays.countsOf(words.map((word) => word.id));

  /** Every word's counts, for the words of a game, as `[word, counts]` pairs (readable in a failure). */
  async function countsByWord(words: readonly PlayWord[]): Promise<[string, WordPlayCounts][]> {
    const counts = await countsOf(words);
    return words.map((word) => [word.word, counts.get(word.id)!]);
  }

  /**
   * Moves the server's clock past the flush interval, then reads the counts until they equal `expected` (the
   * server looks at its clock a few times a second), or as they are after 5 s (the assertion then shows the
   * difference).
   */
  async function flushedCounts(words: readonly PlayWord[], expected: unknown): Promise<unknown> {
    clock.advance(FLUSH_MS);
    const deadline = Date.now() + 5000;
    for (;;) {
      const counts = await countsByWord(words);
      if (JSON.stringify(counts) === JSON.stringify(expected) || Date.now() > deadline) return counts;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** `counts` with one more call of each word, `calledReal` of them real. */
  const plusOne = (counts: [string, WordPlayCounts][], calledRealOf: (index: number) => boolean) =>
    counts.map(([word, counted], index) => [
      word,
      { calls: counted.calls + 1, calledReal: counted.calledReal + (calledRealOf(index) ? 1 : 0) },
    ]);

  /**
   * One counted call the server will write with anything still held: once it has landed, so has every call
   * counted before it, and a word whose counts did not move was not counted. A Filipino guest's first round,
   * away from the English words the tests count.
   */
  async function flushWithMarker(): Promise<void> {
    const marker = await startSoloGame(server.baseUrl, { language: 'filipino', clock });
    const word = marker.words[0]!;
    const [before] = await countsByWord([word]);
    await playRound(server.baseUrl, marker, 1, 'right');
    const expected = plusOne([before!], () => truthOf(word).isReal);
    expect(await flushedCounts([word], expected)).toEqual(expected);
  }

  /**
   * Plays the five rounds to `planOf(round)`; a round's word comes only when its round opens, so
   * each word's counts are read then, just before its round is played. Answers them as countsByWord does.
   */
  async function playCounting(
    game: SoloGame,
    planOf: (round: number) => RoundPlan,
  ): Promise<[string, WordPlayCounts][]> {
    const before: [string, WordPlayCounts][] = [];
    for (let round = 1; round <= 5; round += 1) {
      if (round > 1) await openNextRound(server.baseUrl, game, round);
      const word = game.words[round - 1]!;
      before.push([word.word, (await countsOf([word])).get(word.id)!]);
      await playRound(server.baseUrl, game, round, planOf(round));
    }
    return before;
  }

  async function complete(game: SoloGame): Promise<void> {
    const completed = await rest(server.baseUrl, `/api/sessions/${game.sessionCode}/complete`, {
      body: {},
      token: game.playerToken,
    });
    expect(completed.status).toBe(200);
  }

  it('counts each phase-one call once, with what the player said, right or wrong, once flushed', async () => {
    const game = await startSoloGame(server.baseUrl, { language: 'english', clock });
    // Right on odd rounds (a right call opens the follow-up, which is no second call), wrong on even ones.
    const planOf = (round: number): RoundPlan => (round % 2 === 1 ? 'right' : 'wrong-first');
    const before = await playCounting(game, planOf);
    const expected = plusOne(before, (index) =>
      planOf(index + 1) === 'right'
        ? truthOf(game.words[index]!).isReal
        : !truthOf(game.words[index]!).isReal,
    );
    expect(await flushedCounts(game.words, expected)).toEqual(expected);
  });

  it('counts no call for a round timed out, and the call an answer after the deadline made', async () => {
    const game = await startSoloGame(server.baseUrl, { language: 'english', clock });
    const first = game.words[0]!;
    const beforeFirst = (await countsOf([first])).get(first.id);
    const timedOut = await submitAnswer(server.baseUrl, game, {
      wordId: first.id,
      roundNumber: 1,
      playerAnswer: null,
    });
    expect(timedOut.body).toMatchObject({ stage: 'round-over', isTimeout: true });
    const { word: second } = await openNextRound(server.baseUrl, game, 2);
    const beforeSecond = (await countsOf([second])).get(second.id)!;
    clock.advance(60_000);
    const late = await submitAnswer(server.baseUrl, game, {
      wordId: second.id,
      roundNumber: 2,
      playerAnswer: true,
    });
    expect(late.body).toMatchObject({ stage: 'round-over', isTimeout: true });
    // Scored as a timeout, but the player did say real: the same rule as a custom session's counts.
    const expected = [
      [first.word, beforeFirst],
      [second.word, { calls: beforeSecond.calls + 1, calledReal: beforeSecond.calledReal + 1 }],
    ];
    expect(await flushedCounts([first, second], expected)).toEqual(expected);
  });

  it("counts neither the author's own plays nor practice replays", async () => {
    const author = await signIn(server.baseUrl, AUTHOR.username);
    expect(author.userId).toBe(AUTHOR.id);
    const own = await startSoloGame(server.baseUrl, {
      language: 'english',
      headers: author.agent.cookieHeaderFor(server.baseUrl),
      clock,
    });
    const beforeOwn = await playCounting(own, () => 'right');

    // A guest's first play counts; the same guest's copy of it is practice (docs/design.md decision 11).
    const guest = { [GUEST_ID_HEADER]: 'word-calls-guest-0001' };
    const original = await startSoloGame(server.baseUrl, { language: 'english', headers: guest, clock });
    const beforeOriginal = await playCounting(original, () => 'wrong-first');
    await complete(original);
    const counted = plusOne(beforeOriginal, (index) => !truthOf(original.words[index]!).isReal);
    expect(await flushedCounts(original.words, counted)).toEqual(counted);

    const copied = await rest<DuplicateSessionResponse>(
      server.baseUrl,
      `/api/sessions/${original.sessionCode}/duplicate`,
      { body: { playerName: 'Again' }, headers: guest },
    );
    expect(copied.status).toBe(201);
    expect(copied.body.isPractice).toBe(true);
    const replay = soloGameOf(
      { sessionCode: copied.body.newSessionCode, playerToken: copied.body.playerToken },
      copied.body,
      clock,
    );
    const beforeReplay = await playCounting(replay, () => 'right');
    await flushWithMarker();
    expect(await countsByWord(replay.words)).toEqual(beforeReplay);
    // The author's own game: none of its calls reached the store either (the guest's game is counted above).
    const ownNow = await countsByWord(own.words);
    const guestWords = new Set(original.words.map((word) => word.word));
    expect(ownNow.filter(([word]) => !guestWords.has(word))).toEqual(
      beforeOwn.filter(([word]) => !guestWords.has(word)),
    );
  });

  it("counts the bank's own words too, not only contributed ones", async () => {
    const game = await startSoloGame(server.baseUrl, { language: 'filipino', clock });
    const before = await playCounting(game, () => 'wrong-first');
    const expected = plusOne(before, (index) => !truthOf(game.words[index]!).isReal);
    expect(await flushedCounts(game.words, expected)).toEqual(expected);
  });

  it("counts a lobby player's calls at round results, and not the author's", async () => {
    const author = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, AUTHOR.username));
    const friend = new RestPlayer(server.baseUrl, await signIn(server.baseUrl, 'Lobby Friend'));
    const created = await author.create({ language: 'english' });
    expect(created.status).toBe(201);
    const code = created.body.lobby.lobbyCode;
    expect((await friend.join(code)).status).toBe(200);
    expect((await friend.post('ready', { lobbyCode: code, isReady: true })).status).toBe(200);
    expect((await author.post('start', { lobbyCode: code })).status).toBe(200);

    const played: PlayWord[] = [];
    const before = new Map<string, WordPlayCounts>();
    for (let round = 1; round <= 5; round += 1) {
      const playing = await friend.waitFor(
        code,
        (game) => game.gameStatus === 'playing' && game.currentRound === round,
      );
      const word = playing.currentWord!;
      played.push(word);
      before.set(word.id, (await store.wordPlays.countsOf([word.id])).get(word.id)!);
      // The friend always says REAL; the author, who knows, is always right.
      expect(
        (await friend.post('answer', { lobbyCode: code, roundNumber: round, answer: true })).status,
      ).toBe(200);
      const authorCall = truthOf(word).isReal;
      expect(
        (await author.post('answer', { lobbyCode: code, roundNumber: round, answer: authorCall })).status,
      ).toBe(200);
      await friend.waitFor(code, (game) => game.gameStatus !== 'playing' || game.currentRound !== round);
      // The results pause is timed on the server's clock, which this test moves (the lobby reducer's time).
      clock.advance(RESULTS_MS);
    }
    await friend.waitFor(code, (game) => game.gameStatus === 'finished');
    // Counted as each round ends, without holding the round up: read once they have been written.
    const expected = played.map((word) => [
      word.word,
      { calls: before.get(word.id)!.calls + 1, calledReal: before.get(word.id)!.calledReal + 1 },
    ]);
    expect(await flushedCounts(played, expected)).toEqual(expected);
  });
});
