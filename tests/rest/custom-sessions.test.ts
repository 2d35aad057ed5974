import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AUTH_MESSAGES,
  CHALLENGE_PHASE_ONE_SECONDS,
  FEEDBACK_DELAY_MS,
  GUEST_ID_HEADER,
  NETWORK_ALLOWANCE_MS,
  PLAYED_GAMES_PATH,
  correctFollowupAnswer,
  type ApiError,
  type CreateCustomSessionResponse,
  type DuplicateSessionResponse,
  type GetSessionResponse,
  type MySessionsResponse,
  type PlayedGamesResponse,
  type PlayWord,
  type SessionSummary,
  type SubmitAnswerResponse,
} from '@bluffle/shared-schema';
import { createStore } from '../../game-server/src/store/create-store';
import type { NewWord, StoredWord } from '../../game-server/src/domain/word';
import { localUser, signedInAgent, type SeededUser } from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { FIXTURE_WORDS } from '../support/fixture-words';
import { ManualClock } from '../support/manual-clock';
import { rest } from '../support/rest-client';
import { askForRound } from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// A wordsmith's custom five-word sessions (; docs/product.md §2 My Bluffles, §5 Session creation, §7):
// POST /api/sessions/create-custom, GET /api/sessions/my-sessions, and playing one through the challenge
// flow (GET /api/sessions/{code}, duplicate, answers, complete), which counts its plays.

jest.setTimeout(60_000);

const USERS = {
  smith: localUser('smith', ['wordsmith']),
  rival: localUser('rival', ['wordsmith']),
  boss: localUser('boss', ['admin']),
  friend: localUser('friend', []),
} as const;

/** A word a wordsmith contributed, as the submit route stores it (helper routes are not needed here). */
function contributed(
  word: string,
  author: SeededUser,
  minute: number,
  overrides: Partial<NewWord> = {},
): NewWord {
  return {
    word,
    definition: `The made-up meaning of ${word}.`,
    usage: `They said ${word} twice.`,
    isReal: false,
    difficulty: 'medium',
    category: 'test',
    language: 'english',
    wordClass: 'noun',
    explanation: `Invented for a test: ${word}.`,
    createdAt: new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString(),
    source: 'wordsmith',
    createdBy: author.id,
    status: 'pending',
    ...overrides,
  };
}
const CONTRIBUTED: NewWord[] = [
  contributed('quibblet', USERS.smith, 1, { status: 'approved' }),
  contributed('flumbergast', USERS.smith, 2),
  contributed('kulimlimaw', USERS.smith, 3, { language: 'filipino' }),
  contributed('sproinkle', USERS.smith, 4, { isReal: true }),
  contributed('zephyrine', USERS.rival, 5),
  contributed('grottlewick', USERS.rival, 6),
];
const REJECTION_REASON = 'Too close to a real word.';

describe('custom sessions', () => {
  const clock = new ManualClock();
  let dataDir: string;
  let server: TestServer;
  const idOf = new Map<string, string>();
  const storedWords = new Map<string, StoredWord>();
  const agents = new Map<keyof typeof USERS, BrowserAgent>();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bluffle-custom-sessions-'));
    const store = await createStore({ dataDir });
    const { created } = await store.words.createMany([...FIXTURE_WORDS, ...CONTRIBUTED]);
    for (const word of created) idOf.set(word.word, word.id);
    await store.words.review(id('grottlewick'), { status: 'rejected', reason: REJECTION_REASON });
    // quibblet (a FAKE) was called 4 times in earlier games, 3 times "real": it fooled 3 in 4.
    await store.wordPlays.recordMany([{ wordId: id('quibblet'), calls: 4, calledReal: 3 }]);
    for (const word of await store.words.findByIds([...idOf.values()])) storedWords.set(word.word, word);
    await store.close();
    server = await startTestServer({ dataDir, words: [], users: Object.values(USERS), clock });
    for (const name of Object.keys(USERS) as Array<keyof typeof USERS>) {
      agents.set(name, await signedInAgent(server.baseUrl, USERS[name]));
    }
  });
  afterAll(async () => {
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  function id(word: string): string {
    const found = idOf.get(word);
    if (found === undefined) throw new Error(`${word} was not stored`);
    return found;
  }
  const ids = (...words: string[]) => words.map(id);
  const agent = (name: keyof typeof USERS) => agents.get(name)!;

  const createCustom = (as: keyof typeof USERS, body: unknown) =>
    agent(as).json<CreateCustomSessionResponse & ApiError>(`${server.baseUrl}/api/sessions/create-custom`, {
      body,
    });
  const mySessions = (as: keyof typeof USERS, query = '') =>
    agent(as).json<MySessionsResponse & ApiError>(`${server.baseUrl}/api/sessions/my-sessions${query}`);
  const sessionOf = async (as: keyof typeof USERS, code: string) => {
    const listed = await mySessions(as);
    const session = listed.body.sessions.find((candidate) => candidate.sessionCode === code);
    if (session === undefined) throw new Error(`${code} is not among ${as}'s sessions`);
    return session;
  };

  /** The words of the session most tests play: two of smith's own (one pending), three bank words. */
  const CHOSEN = ['quibblet', 'serendipity', 'flumbergast', 'nimble', 'glimmerous'];

  describe('POST /api/sessions/create-custom', () => {
    it('stores five words in the order chosen, named after the author, and answers the code', async () => {
      const response = await createCustom('smith', { wordIds: ids(...CHOSEN), userId: USERS.smith.id });
      expect(response.status).toBe(201);
      expect(response.body.sessionCode).toMatch(/^[A-Z0-9]{8}$/);
      expect(response.body.session).toMatchObject({
        sessionCode: response.body.sessionCode,
        playerName: 'smith',
        timesPlayed: 0,
        calls: 0,
        fooled: 0,
      });
      expect(response.body.session.words.map((word) => word.word)).toEqual(CHOSEN);
    });

    it('takes the playerName given, and falls back to the username for a blank one', async () => {
      const named = await createCustom('smith', { wordIds: ids(...CHOSEN), playerName: '  Word Wizard ' });
      expect(named.status).toBe(201);
      expect(named.body.session.playerName).toBe('Word Wizard');
      const blank = await createCustom('smith', { wordIds: ids(...CHOSEN), playerName: '   ' });
      expect(blank.body.session.playerName).toBe('smith');
    });

    it('lets an admin build one from bank words; each gets a code of its own', async () => {
      const words = ids('serendipity', 'lugubrious', 'nimble', 'glimmerous', 'brontify');
      const first = await createCustom('boss', { wordIds: words });
      const second = await createCustom('boss', { wordIds: words });
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body.session.playerName).toBe('boss');
      expect(first.body.sessionCode).not.toBe(second.body.sessionCode);
    });

    it('lets a wordsmith use their own word that still waits for moderation', async () => {
      const response = await createCustom('rival', {
        wordIds: ids('zephyrine', 'serendipity', 'lugubrious', 'nimble', 'brontify'),
      });
      expect(response.status).toBe(201);
      expect(response.body.session.words[0]).toMatchObject({ word: 'zephyrine', isOwn: true, isReal: false });
    });
  });

  describe('POST /api/sessions/create-custom refuses, and stores nothing', () => {
    // rival makes only refused calls here, then finds one session (the one above) in My Bluffles.
    const fourBankWords = ['serendipity', 'lugubrious', 'nimble', 'glimmerous'];
    // The spec's alert (§5 Session creation), named by its field as every schema message is.
    const EXACTLY_FIVE = 'Please select exactly 5 words to create a session';

    it.each([
      ['4 words', () => ({ wordIds: ids(...fourBankWords) }), EXACTLY_FIVE],
      ['6 words', () => ({ wordIds: ids(...fourBankWords, 'brontify', 'snorkelade') }), EXACTLY_FIVE],
      [
        'a word twice',
        () => ({ wordIds: ids(...fourBankWords, 'serendipity') }),
        'Please select 5 different words: a word was selected more than once.',
      ],
      [
        'an unknown id',
        () => ({ wordIds: [...ids(...fourBankWords), 'no-such-word'] }),
        '1 of the selected words is not available (no-such-word). Search again and pick others.',
      ],
      [
        'a word of another language',
        () => ({ wordIds: ids(...fourBankWords, 'bahaghari') }),
        'All five words must be in the same language: 4 english, 1 filipino. Remove the odd ones out.',
      ],
      [
        "another wordsmith's word waiting for moderation (as if unknown)",
        () => ({ wordIds: ids(...fourBankWords, 'flumbergast') }),
        () =>
          `1 of the selected words is not available (${id('flumbergast')}). Search again and pick others.`,
      ],
      [
        'their own rejected word (as if unknown)',
        () => ({ wordIds: ids(...fourBankWords, 'grottlewick') }),
        () =>
          `1 of the selected words is not available (${id('grottlewick')}). Search again and pick others.`,
      ],
      [
        'several unusable words',
        () => ({ wordIds: [...ids('serendipity', 'lugubrious', 'nimble'), 'gone-1', 'gone-2'] }),
        '2 of the selected words are not available (gone-1, gone-2). Search again and pick others.',
      ],
      ['no list of ids', () => ({ wordIds: 'serendipity' }), 'wordIds must be a list of word ids'],
    ])('%s: 400', async (_case, body, message: string | (() => string)) => {
      const response = await createCustom('rival', body());
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(typeof message === 'function' ? message() : message);
    });

    it("refuses another user's id in the payload: 403", async () => {
      const response = await createCustom('rival', {
        wordIds: ids('serendipity', 'lugubrious', 'nimble', 'glimmerous', 'brontify'),
        userId: USERS.smith.id,
      });
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(AUTH_MESSAGES.notYourAccount);
    });

    it('refuses players without the wordsmith plan and guests', async () => {
      const words = ids('serendipity', 'lugubrious', 'nimble', 'glimmerous', 'brontify');
      expect((await createCustom('friend', { wordIds: words })).status).toBe(403);
      const guest = await rest(server.baseUrl, '/api/sessions/create-custom', { body: { wordIds: words } });
      expect(guest.status).toBe(401);
    });

    it('stored none of the refused sessions', async () => {
      const listed = await mySessions('rival');
      expect(listed.body.sessions.map((session) => session.words[0]?.word)).toEqual(['zephyrine']);
    });
  });

  describe('GET /api/sessions/my-sessions', () => {
    it("lists the author's sessions newest first, each with its words in play order", async () => {
      const older = await createCustom('smith', { wordIds: ids(...CHOSEN) });
      const newer = await createCustom('smith', {
        wordIds: ids('sproinkle', 'quibblet', 'flumbergast', 'lugubrious', 'snorkelade'),
      });
      const listed = await mySessions('smith', `?userId=${encodeURIComponent(USERS.smith.id)}`);
      expect(listed.status).toBe(200);
      const codes = listed.body.sessions.map((session) => session.sessionCode);
      expect(codes.indexOf(newer.body.sessionCode)).toBeLessThan(codes.indexOf(older.body.sessionCode));
      expect(listed.body.sessions[0]).toEqual(newer.body.session);
      expect(listed.body.sessions.every((session) => session.playerName !== 'boss')).toBe(true);
    });

    it("shows the truth and fool rate of the author's own words only, and nothing true of bank words", async () => {
      const created = await createCustom('smith', { wordIds: ids(...CHOSEN) });
      const session = await sessionOf('smith', created.body.sessionCode);
      const bankWord = (word: string) => {
        const stored = storedWords.get(word)!;
        return {
          id: stored.id,
          word,
          language: 'english',
          wordClass: stored.wordClass,
          difficulty: stored.difficulty,
          isOwn: false,
        };
      };
      expect(session.words).toEqual([
        { ...bankWord('quibblet'), isOwn: true, isReal: false, foolRate: 0.75 },
        bankWord('serendipity'),
        { ...bankWord('flumbergast'), isOwn: true, isReal: false, foolRate: null },
        bankWord('nimble'),
        bankWord('glimmerous'),
      ]);
      for (const word of session.words.filter((candidate) => !candidate.isOwn)) {
        expect(Object.keys(word).sort()).toEqual([
          'difficulty',
          'id',
          'isOwn',
          'language',
          'word',
          'wordClass',
        ]);
      }
    });

    it("lists the author's contributed words newest first, with status, plays and fool rate", async () => {
      const listed = await mySessions('smith');
      expect(listed.body.words.map((word) => word.word)).toEqual([
        'sproinkle',
        'kulimlimaw',
        'flumbergast',
        'quibblet',
      ]);
      const quibblet = listed.body.words[3]!;
      expect(quibblet).toMatchObject({
        id: id('quibblet'),
        isReal: false,
        definition: 'The made-up meaning of quibblet.',
        explanation: 'Invented for a test: quibblet.',
        status: 'approved',
        rejectionReason: null,
        plays: { calls: 4, calledReal: 3 },
        foolRate: 0.75,
      });
      expect(listed.body.words[0]).toMatchObject({
        word: 'sproinkle',
        isReal: true,
        status: 'pending',
        plays: { calls: 0, calledReal: 0 },
        foolRate: null,
      });
      // The store's bookkeeping stays on the server.
      expect(quibblet).not.toHaveProperty('source');
      expect(quibblet).not.toHaveProperty('createdBy');
    });

    it('shows the author why an admin rejected their word', async () => {
      const listed = await mySessions('rival');
      expect(listed.body.words.map((word) => [word.word, word.status, word.rejectionReason])).toEqual([
        ['grottlewick', 'rejected', REJECTION_REASON],
        ['zephyrine', 'pending', null],
      ]);
    });

    it("answers 403 for another user's id, and 400 for an unknown parameter", async () => {
      const other = await mySessions('rival', `?userId=${encodeURIComponent(USERS.smith.id)}`);
      expect(other.status).toBe(403);
      expect(other.body.error).toBe(AUTH_MESSAGES.notYourAccount);
      const unknown = await mySessions('smith', '?user=local%3Asmith');
      expect(unknown.status).toBe(400);
      expect(unknown.body.error).toBe('Unknown query parameter: user.');
    });

    it('lists no words for an admin who contributed none (bank words they built with are not theirs)', async () => {
      const listed = await mySessions('boss');
      expect(listed.body.sessions.length).toBeGreaterThan(0);
      expect(listed.body.words).toEqual([]);
    });
  });

  describe('playing a custom session as a challenge', () => {
    let code: string;

    beforeAll(async () => {
      const created = await createCustom('smith', { wordIds: ids(...CHOSEN), playerName: 'Smith the Maker' });
      code = created.body.sessionCode;
    });

    const read = (sessionCode: string) =>
      rest<GetSessionResponse & ApiError>(server.baseUrl, `/api/sessions/${sessionCode}`);
    const duplicate = (sessionCode: string, options: { as?: keyof typeof USERS; guestId?: string } = {}) => {
      const path = `/api/sessions/${sessionCode}/duplicate`;
      const body = { playerName: 'Challenger' };
      if (options.as !== undefined) {
        return agent(options.as).json<DuplicateSessionResponse & ApiError>(`${server.baseUrl}${path}`, {
          body,
        });
      }
      const headers = options.guestId === undefined ? undefined : { [GUEST_ID_HEADER]: options.guestId };
      return rest<DuplicateSessionResponse & ApiError>(server.baseUrl, path, { body, headers });
    };

    /**
     * The word of a copy's round `roundNumber`: round 1's came with the copy; each later one comes when its
     * round opens, asked for after the last round's feedback pause.
     */
    async function openRound(copy: DuplicateSessionResponse, roundNumber: number): Promise<PlayWord> {
      if (roundNumber === 1) return copy.words[0]!;
      clock.advance(FEEDBACK_DELAY_MS);
      const session = { sessionCode: copy.newSessionCode, playerToken: copy.playerToken };
      const opened = await askForRound(server.baseUrl, session, roundNumber);
      expect(opened.status).toBe(200);
      return opened.body.word;
    }

    /**
     * Plays every round of a copy with the given phase-one calls (null lets the timer run out), then
     * completes it unless told not to; returns the words the rounds handed out, in play order.
     */
    async function playCopy(
      copy: DuplicateSessionResponse,
      calls: Array<boolean | null>,
      options: { complete: boolean } = { complete: true },
    ): Promise<PlayWord[]> {
      const token = copy.playerToken;
      const words: PlayWord[] = [];
      for (let index = 0; index < copy.totalRounds; index += 1) {
        const roundNumber = index + 1;
        const word = await openRound(copy, roundNumber);
        words.push(word);
        const answers = `/api/sessions/${copy.newSessionCode}/answers`;
        const first = await rest<SubmitAnswerResponse>(server.baseUrl, answers, {
          token,
          body: { wordId: word.id, roundNumber, playerAnswer: calls[index] ?? null },
        });
        expect(first.status).toBe(200);
        if (first.body.stage === 'followup') {
          const option = first.body.followup.options[0];
          const second = await rest(server.baseUrl, answers, {
            token,
            body: { wordId: word.id, roundNumber, followupAnswer: option },
          });
          expect(second.status).toBe(200);
        }
      }
      if (!options.complete) return words;
      const completed = await rest(server.baseUrl, `/api/sessions/${copy.newSessionCode}/complete`, {
        token,
        body: {},
      });
      expect(completed.status).toBe(200);
      return words;
    }

    it('shows anyone with the code a landing: who made it, its language, five rounds, no score, no answers', async () => {
      const landing = await read(code.toLowerCase());
      expect(landing.status).toBe(200);
      expect(landing.body).toEqual({
        session: {
          kind: 'custom',
          sessionCode: code,
          playerName: 'Smith the Maker',
          language: 'english',
          totalRounds: 5,
          status: 'completed',
          score: null,
          correctAnswers: null,
          isPractice: false,
          // Never played itself, so never relaxed.
          isRelaxed: false,
          createdAt: expect.any(String),
          completedAt: expect.any(String),
        },
        answers: null,
      });
    });

    it("duplicates into a game on the author's words in the author's order, without their truth", async () => {
      const copy = await duplicate(code, { guestId: 'guest-timer-check' });
      expect(copy.status).toBe(201);
      expect(copy.body.isPractice).toBe(false);
      // Round 1's word comes with the copy, each later one as its round opens.
      expect(copy.body.words.map((word) => word.word)).toEqual(CHOSEN.slice(0, 1));
      expect(copy.body.totalRounds).toBe(5);
      const game = await read(copy.body.newSessionCode);
      expect(game.body.session).toMatchObject({ kind: 'game', status: 'playing', totalRounds: 5 });
      // Played through without POST complete: a finished game, so one play of the session, with
      // no calls (every round timed out). The counts below start from there.
      const played = await playCopy(copy.body, [null, null, null, null, null], { complete: false });
      expect(played.map((word) => word.word)).toEqual(CHOSEN);
      expect(played.map((word) => word.id)).toEqual(ids(...CHOSEN));
      for (const word of played) {
        expect(word).not.toHaveProperty('isReal');
        expect(word).not.toHaveProperty('explanation');
      }
    });

    it('plays the copy on challenge timers', async () => {
      const copy = await duplicate(code, { guestId: 'guest-who-answers-late' });
      expect(copy.status).toBe(201);
      clock.advance(CHALLENGE_PHASE_ONE_SECONDS * 1000 + NETWORK_ALLOWANCE_MS + 1);
      const late = await rest<SubmitAnswerResponse>(
        server.baseUrl,
        `/api/sessions/${copy.body.newSessionCode}/answers`,
        {
          token: copy.body.playerToken,
          body: { wordId: id('quibblet'), roundNumber: 1, playerAnswer: false },
        },
      );
      expect(late.body).toMatchObject({ stage: 'round-over', isTimeout: true, isCorrect: false });
    });

    it("counts a second player's completed play: timesPlayed, phase-one calls and how many were fooled", async () => {
      const copy = await duplicate(code, { as: 'friend' });
      expect(copy.status).toBe(201);
      // Round 1 times out (no call); then "real" for every word: right for serendipity and nimble,
      // fooled by flumbergast and glimmerous.
      await playCopy(copy.body, [null, true, true, true, true]);
      expect(await sessionOf('smith', code)).toMatchObject({ timesPlayed: 2, calls: 4, fooled: 2 });
    });

    it("does not count the author's own play", async () => {
      const copy = await duplicate(code, { as: 'smith' });
      expect(copy.status).toBe(201);
      expect(copy.body.isPractice).toBe(false);
      await playCopy(copy.body, [false, true, false, true, false]);
      expect(await sessionOf('smith', code)).toMatchObject({ timesPlayed: 2, calls: 4, fooled: 2 });
    });

    it('does not count a practice replay of words the player has played before', async () => {
      const copy = await duplicate(code, { as: 'friend' });
      expect(copy.status).toBe(201);
      expect(copy.body.isPractice).toBe(true);
      await playCopy(copy.body, [true, true, true, true, true]);
      expect(await sessionOf('smith', code)).toMatchObject({ timesPlayed: 2, calls: 4, fooled: 2 });
    });

    it("counts a guest's play too", async () => {
      const copy = await duplicate(code, { guestId: 'guest-who-plays-it-through' });
      expect(copy.status).toBe(201);
      await playCopy(copy.body, [false, false, false, false, false]);
      // quibblet, flumbergast and glimmerous are fakes: "fake" was right for them, wrong for the two real ones.
      expect(await sessionOf('smith', code)).toMatchObject({ timesPlayed: 3, calls: 9, fooled: 4 });
    });

    it('shows five right calls as accurate, fakes caught, even with every follow-up missed', async () => {
      // rival has played none of these words: a first play, which counts.
      const copy = await duplicate(code, { as: 'rival' });
      expect(copy.status).toBe(201);
      const answers = `/api/sessions/${copy.body.newSessionCode}/answers`;
      const token = copy.body.playerToken;
      for (let roundNumber = 1; roundNumber <= copy.body.totalRounds; roundNumber += 1) {
        const word = await openRound(copy.body, roundNumber);
        const truth = storedWords.get(word.word)!;
        const call = await rest<SubmitAnswerResponse>(server.baseUrl, answers, {
          token,
          body: { wordId: word.id, roundNumber, playerAnswer: truth.isReal },
        });
        if (call.body.stage !== 'followup') continue;
        // The call was right; the follow-up is answered with a wrong option.
        const right = correctFollowupAnswer(truth);
        const wrong = call.body.followup.options.find((option) => option !== right)!;
        const missed = await rest<SubmitAnswerResponse>(server.baseUrl, answers, {
          token,
          body: { wordId: word.id, roundNumber, followupAnswer: wrong },
        });
        expect(missed.body).toMatchObject({ stage: 'round-over', isCorrect: false });
      }
      const summary = await rest<SessionSummary>(
        server.baseUrl,
        `/api/sessions/${copy.body.newSessionCode}/complete`,
        {
          token,
          body: {},
        },
      );
      // Only the rounds with no follow-up to miss (smith's own fakes) scored; every call was right.
      expect(summary.body.score.correct).toBeLessThan(5);
      expect(summary.body.accuracy).toBe(100);
      const listed = await agent('rival').json<PlayedGamesResponse>(`${server.baseUrl}${PLAYED_GAMES_PATH}`);
      expect(listed.body.games[0]).toMatchObject({
        sessionCode: copy.body.newSessionCode,
        kind: 'custom',
        accuracy: 100,
        fakeWordsCorrect: 3,
        fakeWordsPlayed: 3,
        realWordsCorrect: 2,
        realWordsPlayed: 2,
      });
    });

    it('answers 404 for a code that is neither a game nor a custom session', async () => {
      const missing = await read('ZZZZ2345');
      expect(missing.status).toBe(404);
      expect((await duplicate('ZZZZ2345')).status).toBe(404);
    });
  });
});
