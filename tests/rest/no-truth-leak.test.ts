import {
  FEEDBACK_DELAY_MS,
  type CreateSessionResponse,
  type DuplicateSessionResponse,
  type PlayWord,
  type Word,
  type WordsForPlayResponse,
} from '@bluffle/shared-schema';
import { FIXTURE_WORDS, correctFollowupOf, truthOf } from '../support/fixture-words';
import { rest } from '../support/rest-client';
import { ManualClock } from '../support/manual-clock';
import {
  askForRound,
  playRound,
  startSoloGame,
  submitAnswer,
  type FollowupAsked,
} from '../support/solo-game';
import { startTestServer, type TestServer } from '../support/test-server';

// docs/design.md decision 3: nothing a player receives before answering may carry a word's truth, directly (isReal,
// explanation, follow-up data) or indirectly (which follow-up option is the right one).

/**
 * Every field a stored Word has and a PlayWord lacks, spelled out here rather than imported, so this test does
 * not share a list with the code it checks. The Record type makes the compiler reject the object when Word or
 * PlayWord gains or loses such a field. createdAt is left out: it is no truth, and sessions carry their own.
 */
const WORD_TRUTH: Record<Exclude<keyof Word, keyof PlayWord | 'createdAt'>, true> = {
  isReal: true,
  explanation: true,
  definitionCorrect: true,
  definitionFake1: true,
  definitionFake2: true,
  definitionFake3: true,
  wordsReal: true,
  wordsFake1: true,
  wordsFake2: true,
  wordsFake3: true,
};
/** Plus the judgement of a follow-up, which gives its right option away. */
const TRUTH_KEYS = [...Object.keys(WORD_TRUTH), 'correctAnswer', 'isCorrect'];

function keysDeep(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    value.forEach((item) => keysDeep(item, found));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysDeep(inner, found);
    }
  }
  return found;
}

/** No truth key anywhere, and no fixture explanation or wrong-option text hidden in some other field. */
function expectNoTruth(label: string, body: unknown): void {
  const keys = keysDeep(body);
  for (const key of TRUTH_KEYS) {
    expect({ label, key, present: keys.has(key) }).toEqual({ label, key, present: false });
  }
  const text = JSON.stringify(body);
  for (const word of FIXTURE_WORDS) {
    expect({ label, leaked: text.includes(word.explanation) }).toEqual({ label, leaked: false });
  }
}

describe('no response carries a word’s truth before it is answered', () => {
  let server: TestServer;

  const clock = new ManualClock();

  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  it('create, words for a session, random words, reading a session and duplicating it', async () => {
    const created = await rest<CreateSessionResponse>(server.baseUrl, '/api/sessions/create', {
      body: { playerName: 'Ada' },
    });
    expectNoTruth('create', created.body);
    const { sessionCode, playerToken } = created.body;

    const served = await rest<WordsForPlayResponse>(server.baseUrl, `/api/words/session/${sessionCode}`, {
      token: playerToken,
    });
    expect(served.body.words.length).toBeGreaterThan(0);
    expectNoTruth('words/session', served.body);
    const again = await rest(server.baseUrl, `/api/words/session/${sessionCode}`, { token: playerToken });
    expectNoTruth('words/session again', again.body);

    for (const language of ['english', 'filipino']) {
      const random = await rest<WordsForPlayResponse>(
        server.baseUrl,
        `/api/words/random?count=50&language=${language}`,
      );
      expect(random.body.words.length).toBeGreaterThan(0);
      expectNoTruth(`words/random ${language}`, random.body);
    }

    for (const token of [undefined, playerToken]) {
      const read = await rest(server.baseUrl, `/api/sessions/${sessionCode}`, { token });
      expectNoTruth(`GET session (${token ? 'owner' : 'anyone'})`, read.body);
    }

    // Opening a round hands out its word, and nothing of its truth (: one word at a time).
    const answered = await submitAnswer(
      server.baseUrl,
      { sessionCode, playerToken },
      {
        wordId: served.body.words[0]?.id,
        roundNumber: 1,
        playerAnswer: null,
      },
    );
    expect(answered.status).toBe(200);
    clock.advance(FEEDBACK_DELAY_MS);
    const opened = await askForRound(server.baseUrl, { sessionCode, playerToken }, 2);
    expect(opened.status).toBe(200);
    expectNoTruth('rounds/next', opened.body);

    // Only a finished game can be duplicated; the challenger has answered nothing yet.
    // Played as our client plays: each later round's word from its opening.
    const game = { sessionCode, playerToken, words: [served.body.words[0]!, opened.body.word], clock };
    for (let round = 2; round <= 5; round += 1) await playRound(server.baseUrl, game, round, 'wrong-first');
    const completed = await rest(server.baseUrl, `/api/sessions/${sessionCode}/complete`, {
      body: {},
      token: playerToken,
    });
    expect(completed.status).toBe(200);
    const duplicated = await rest<DuplicateSessionResponse>(
      server.baseUrl,
      `/api/sessions/${sessionCode}/duplicate`,
      {
        body: { playerName: 'Challenger' },
      },
    );
    expect(duplicated.body.words.length).toBeGreaterThan(0);
    expectNoTruth('duplicate', duplicated.body);
  });

  it('the follow-up question: only the question, its options and its time, with the right option anywhere', async () => {
    const positions = new Set<number>();
    for (let game = 0; game < 16; game += 1) {
      const solo = await startSoloGame(server.baseUrl, { clock });
      const word = solo.words[0] as PlayWord;
      const truth = truthOf(word);
      const asked = await submitAnswer<FollowupAsked>(server.baseUrl, solo, {
        wordId: word.id,
        roundNumber: 1,
        playerAnswer: truth.isReal,
      });
      expect(asked.body.stage).toBe('followup');
      expect(Object.keys(asked.body).sort()).toEqual(['followup', 'isCorrect', 'roundNumber', 'stage']);
      expect(Object.keys(asked.body.followup).sort()).toEqual(['options', 'question', 'seconds']);
      const { isCorrect: _phaseOneVerdict, ...rest } = asked.body;
      expectNoTruth('follow-up question', rest);
      positions.add(asked.body.followup.options.indexOf(correctFollowupOf(truth)));
    }
    // Shuffled: the right option does not sit at one position (all 16 at one place: chance 4^-15).
    expect(positions.size).toBeGreaterThan(1);
    expect(positions.has(-1)).toBe(false);
  });
});
