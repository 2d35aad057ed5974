import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { WordsForPlayResponse } from '@bluffle/shared-schema';
import { createStore } from '../../game-server/src/store/create-store';
import type { NewWord } from '../../game-server/src/domain/word';
import { ENGLISH_FIXTURE_WORDS, FILIPINO_FIXTURE_WORDS } from '../support/fixture-words';
import { rest } from '../support/rest-client';
import { DEFAULT_WORD_BANK_FILE, startTestServer } from '../support/test-server';

async function storedWords(
  dataDir: string,
): Promise<{ count: number; words: string[]; provenances: (string | undefined)[] }> {
  const store = await createStore({ dataDir });
  try {
    const { words, total } = await store.words.list({ limit: 100, offset: 0 });
    return {
      count: total,
      words: words.map((word) => word.word),
      provenances: words.map((word) => word.provenance),
    };
  } finally {
    await store.close();
  }
}

describe('seeding the word bank on first start', () => {
  let workDir: string;

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'bluffle-seed-'));
  });
  afterEach(() => rm(workDir, { recursive: true, force: true }));

  async function writeBank(name: string, words: readonly NewWord[]): Promise<string> {
    const file = path.join(workDir, name);
    await writeFile(file, JSON.stringify({ words }));
    return file;
  }

  it('loads the bank into an empty store, and never again on restart', async () => {
    const dataDir = path.join(workDir, 'data');
    const firstBank = await writeBank('first.json', ENGLISH_FIXTURE_WORDS);
    const first = await startTestServer({ dataDir, wordBankFile: firstBank });
    const served = await rest<WordsForPlayResponse>(first.baseUrl, '/api/words/random?count=50');
    expect(served.body.words.map((word) => word.word).sort()).toEqual(
      ENGLISH_FIXTURE_WORDS.map((word) => word.word).sort(),
    );
    await first.close();

    // A restart with another bank file: the store is not empty, so nothing is loaded.
    const secondBank = await writeBank('second.json', FILIPINO_FIXTURE_WORDS);
    const second = await startTestServer({ dataDir, wordBankFile: secondBank });
    const filipino = await rest(second.baseUrl, '/api/words/random?language=filipino');
    expect(filipino.status).toBe(404);
    await second.close();

    const stored = await storedWords(dataDir);
    expect(stored.count).toBe(ENGLISH_FIXTURE_WORDS.length);
  });

  it('starts without words, and says so, when there is no bank file', async () => {
    const server = await startTestServer({ wordBankFile: path.join(workDir, 'missing.json') });
    const response = await rest(server.baseUrl, '/api/words/random');
    expect(response.status).toBe(404);
    expect((await rest(server.baseUrl, '/ready')).status).toBe(200);
    await server.close();
  });

  it('refuses to start on a malformed bank file, naming the file', async () => {
    const bank = path.join(workDir, 'broken.json');
    await writeFile(bank, JSON.stringify({ words: [{ word: 'x', isReal: 'maybe' }] }));
    await expect(startTestServer({ wordBankFile: bank })).rejects.toThrow(/broken\.json/);
  });

  it('seeds the real starter word bank (game-server/seed/word-bank.json)', async () => {
    const bank = JSON.parse(await readFile(DEFAULT_WORD_BANK_FILE, 'utf8')) as { words: NewWord[] };
    const dataDir = path.join(workDir, 'data');
    const server = await startTestServer({ dataDir, seedFromBank: true });
    const served = await rest<WordsForPlayResponse>(server.baseUrl, '/api/words/random?count=10');
    expect(served.body.words).toHaveLength(10);
    await server.close();
    const stored = await storedWords(dataDir);
    expect(stored.count).toBe(bank.words.length);
    // How each word was made reaches the store, for the admin's word card.
    expect(stored.provenances.every((provenance) => (provenance ?? '').length > 0)).toBe(true);
  });
});
