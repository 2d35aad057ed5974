import {
  ADMIN_WORD_MESSAGES,
  AUTH_MESSAGES,
  CSV_COLUMNS,
  CSV_FIELD_MAX_LENGTHS,
  CSV_MAX_ROWS,
  CSV_REQUIRED_COLUMNS,
  ERROR_MESSAGES,
  csvMissingColumnsMessage,
  csvTooManyRowsMessage,
  type AdminWordsResponse,
  type CsvColumn,
  type CsvUploadResult,
} from '@bluffle/shared-schema';
import {
  ADMIN_TEST_USERS,
  csvFile,
  fakeRow,
  realRow,
  signedInAgent,
  type CsvRow,
} from '../support/admin-words';
import type { BrowserAgent } from '../support/browser-agent';
import { rest } from '../support/rest-client';
import { startTestServer, type TestServer } from '../support/test-server';

// POST /api/words/upload-csv (docs/product.md §5 CSV upload, §3 CSV columns; the admin panel and bad input):
// every rule with its message, over real HTTP against the real server and store.

jest.setTimeout(60_000);

type UploadAnswer = CsvUploadResult & { error?: string; code?: string };

let server: TestServer;
let admin: BrowserAgent;

beforeAll(async () => {
  server = await startTestServer({ users: Object.values(ADMIN_TEST_USERS) });
  admin = await signedInAgent(server.baseUrl, ADMIN_TEST_USERS.admin);
});
afterAll(() => server.close());

function upload(body: unknown, agent: BrowserAgent = admin) {
  return agent.json<UploadAnswer>(`${server.baseUrl}/api/words/upload-csv`, { body });
}

async function findWords(search: string, language = 'all'): Promise<AdminWordsResponse> {
  const query = new URLSearchParams({ search, language, limit: '100' });
  const response = await admin.json<AdminWordsResponse>(`${server.baseUrl}/api/words?${query.toString()}`);
  expect(response.status).toBe(200);
  return response.body;
}

async function totalWords(): Promise<number> {
  return (await findWords('')).total;
}

describe('good rows', () => {
  it('stores every valid row, lowercased and trimmed, as a CSV word of this admin', async () => {
    const result = await upload({
      csvText: csvFile([
        realRow('  Quillet ', { definition: 'A subtle distinction.', category: 'rhetoric' }),
        fakeRow('Brindlewort', { word_class: 'noun', difficulty: 'hard' }),
      ]),
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ total: 2, created: 2, skipped: 0, errors: [] });

    const stored = await findWords('quillet');
    expect(stored.words).toHaveLength(1);
    expect(stored.words[0]).toMatchObject({
      word: 'quillet',
      definition: 'A subtle distinction.',
      isReal: true,
      category: 'rhetoric',
      source: 'csv',
      createdBy: ADMIN_TEST_USERS.admin.id,
    });
    expect((await findWords('brindlewort')).words[0]).toMatchObject({
      word: 'brindlewort',
      isReal: false,
      difficulty: 'hard',
      explanation: 'Made up: Brindlewort is invented.',
    });
  });

  it('reads quoted values with commas, doubled quotes and line breaks', async () => {
    const csvText = [
      CSV_COLUMNS.join(','),
      'commaword,"Soft, round, and warm.","He said ""hello"", then left.",true,easy,general,,english,adjective,' +
        '"Soft, round, and warm.","Cold, hard.",Sharp.,Loud.,,,,',
      'lineword,"A word whose usage',
      'runs over two lines.",Used once.,true,easy,general,,english,noun,,,,,,,,',
    ].join('\n');
    const result = await upload({ csvText });
    expect(result.body).toEqual({ total: 2, created: 2, skipped: 0, errors: [] });
    expect((await findWords('commaword')).words[0]).toMatchObject({
      definition: 'Soft, round, and warm.',
      usage: 'He said "hello", then left.',
      definitionCorrect: 'Soft, round, and warm.',
      definitionFake1: 'Cold, hard.',
      definitionFake3: 'Loud.',
    });
    // Players read a definition as one line: the cell's line break becomes a space.
    expect((await findWords('lineword')).words[0]?.definition).toBe(
      'A word whose usage runs over two lines.',
    );
  });

  it('takes is_real, difficulty and language in any case, and every follow-up column', async () => {
    const result = await upload({
      csvText: csvFile([
        realRow('casewordone', { is_real: 'TRUE', language: 'English', difficulty: 'Easy' }),
        fakeRow('casewordtwo', {
          is_real: 'False',
          language: 'LATIN',
          word_class: 'Verb',
          words_real: 'amare',
          words_fake1: 'amarix',
          words_fake2: 'amorbit',
          words_fake3: 'amulate',
        }),
        realRow('casewordthree', { is_real: 'tRuE', language: 'filipino' }),
      ]),
    });
    expect(result.body).toEqual({ total: 3, created: 3, skipped: 0, errors: [] });
    expect((await findWords('casewordtwo')).words[0]).toMatchObject({
      isReal: false,
      language: 'latin',
      wordClass: 'verb',
      wordsReal: 'amare',
      wordsFake1: 'amarix',
      wordsFake2: 'amorbit',
      wordsFake3: 'amulate',
    });
    expect((await findWords('casewordthree')).words[0]?.language).toBe('filipino');
  });

  it('tolerates a byte-order mark, Windows line ends, blank lines and extra columns', async () => {
    const csvText =
      '\ufeff' +
      [
        `${CSV_REQUIRED_COLUMNS.join(',')},notes`,
        'bomword,A thing.,A use.,true,easy,general,english,noun,ignored',
        '',
        '',
      ].join('\r\n');
    const result = await upload({ csvText });
    expect(result.body).toEqual({ total: 1, created: 1, skipped: 0, errors: [] });
    expect((await findWords('bomword')).total).toBe(1);
  });
});

describe('bad rows become numbered errors; the other rows still go in', () => {
  it('names what is wrong with each value, by the row of the file (the header is row 1)', async () => {
    const rows: CsvRow[] = [
      realRow('rowgood'),
      realRow('rowbadreal', { is_real: 'yes' }),
      realRow('rowbaddifficulty', { difficulty: 'extreme' }),
      realRow('rowbadlanguage', { language: 'klingon' }),
      realRow('rowbadclass', { word_class: 'gerund' }),
      fakeRow('rowfakewithout', { explanation: '' }),
      realRow('', { definition: '' }),
      realRow('rowtoolong', { usage: 'x'.repeat(CSV_FIELD_MAX_LENGTHS.usage + 1) }),
      realRow('rowcontrol', { category: 'gen\u0007eral' }),
    ];
    const result = await upload({ csvText: csvFile(rows) });
    expect(result.status).toBe(200);
    expect(result.body.total).toBe(9);
    expect(result.body.created).toBe(1);
    expect(result.body.errors).toEqual([
      'Row 3: is_real must be true or false',
      'Row 4: difficulty must be easy, medium, hard',
      'Row 5: language must be english, filipino, latin',
      'Row 6: word_class must be one of noun, verb, adjective, adverb, pronoun, preposition, conjunction, interjection',
      'Row 7: explanation is required for a fake word',
      'Row 8: word is required; definition is required',
      `Row 9: usage is longer than ${CSV_FIELD_MAX_LENGTHS.usage} characters`,
      'Row 10: category contains a line break, tab or other control character',
    ]);
    expect((await findWords('rowgood')).total).toBe(1);
    expect((await findWords('rowbad')).total).toBe(0);
  });

  it('turns a line with an unclosed quote or the wrong number of values into an error row', async () => {
    const header = CSV_COLUMNS.join(',');
    const good = (word: string) => `${word},A meaning.,A use.,true,easy,general,,english,noun,,,,,,,,`;
    const csvText = [
      header,
      good('malformedfirst'),
      'malformedquote,"An unclosed meaning.,A use.,true,easy,general,,english,noun,,,,,,,,',
      good('malformedsecond'),
      'malformedshort,A meaning, with a comma,true,easy',
      'malformedstray,A "quoted" word in the middle.,A use.,true,easy,general,,english,noun,,,,,,,,',
      good('malformedthird'),
    ].join('\n');
    const result = await upload({ csvText });
    expect(result.status).toBe(200);
    expect(result.body.total).toBe(6);
    expect(result.body.created).toBe(3);
    expect(result.body.errors).toHaveLength(3);
    expect(result.body.errors[0]).toMatch(/^Row 3: a quoted value is never closed/);
    expect(result.body.errors[1]).toBe(
      `Row 5: has 5 values but the header has ${CSV_COLUMNS.length} columns (put values with commas in double quotes)`,
    );
    expect(result.body.errors[2]).toMatch(/^Row 6: a quote mark is out of place/);
    const stored = await findWords('malformed');
    expect(stored.words.map((word) => word.word).sort()).toEqual([
      'malformedfirst',
      'malformedsecond',
      'malformedthird',
    ]);
  });
});

describe('duplicates (same word, language and word class) are skipped and counted', () => {
  it('skips words already stored and repeats within the file, in any case', async () => {
    const result = await upload({
      csvText: csvFile([
        // 'serendipity' is a stored English noun (tests/support/fixture-words.ts).
        realRow('Serendipity'),
        realRow('dupeword'),
        realRow('DUPEWORD'),
        // Another class or language is another word.
        realRow('dupeword', { word_class: 'verb' }),
        realRow('dupeword', { language: 'latin' }),
      ]),
    });
    expect(result.body).toEqual({ total: 5, created: 3, skipped: 2, errors: [] });
    expect((await findWords('dupeword')).total).toBe(3);
  });
});

describe('files that are refused whole, with nothing stored', () => {
  it.each([
    ['no csvText', {}, ADMIN_WORD_MESSAGES.csvRequired],
    ['an empty file', { csvText: '' }, ADMIN_WORD_MESSAGES.csvEmpty],
    ['only blank lines', { csvText: ' \n\r\n  \n' }, ADMIN_WORD_MESSAGES.csvEmpty],
    ['a header alone', { csvText: `${CSV_COLUMNS.join(',')}\n\n` }, ADMIN_WORD_MESSAGES.csvTooShort],
    [
      'missing required columns',
      { csvText: 'word,definition,usage,difficulty,category,language\nrefusedword,a,b,easy,general,english' },
      csvMissingColumnsMessage(['is_real', 'word_class']),
    ],
    [
      'binary data read as text',
      { csvText: 'word,definition\u0000\u0001PK\u0003\u0004\nabc,def' },
      ADMIN_WORD_MESSAGES.csvNotText,
    ],
    ['a number instead of text', { csvText: 42 }, 'csvText must be the text of the CSV file'],
  ])('%s: 400 with the message', async (_name, body, message) => {
    const before = await totalWords();
    const result = await upload(body);
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(message);
    expect(await totalWords()).toBe(before);
  });

  it(`refuses ${CSV_MAX_ROWS + 1} rows and stores none of them`, async () => {
    const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, index) => realRow(`toomany${index}`));
    const before = await totalWords();
    const result = await upload({ csvText: csvFile(rows) });
    expect(result.status).toBe(400);
    expect(result.body.error).toBe(csvTooManyRowsMessage(CSV_MAX_ROWS + 1));
    expect(await totalWords()).toBe(before);
    expect((await findWords('toomany')).total).toBe(0);
  });

  it('refuses a body over the upload limit with a message (413)', async () => {
    const huge = 'x'.repeat(11 * 1024 * 1024);
    const result = await upload({ csvText: `${CSV_COLUMNS.join(',')}\n${huge}` });
    expect(result.status).toBe(413);
    expect(result.body.error).toBe(ADMIN_WORD_MESSAGES.csvTooLarge);
  });

  it('refuses a binary body and a body that is not JSON, with a message', async () => {
    const binary = await rest<{ error: string }>(server.baseUrl, '/api/words/upload-csv', {
      rawBody: '\u0000\u00ff\u00fePK\u0003\u0004',
      headers: { ...admin.cookieHeaderFor(server.baseUrl), 'content-type': 'application/octet-stream' },
    });
    expect(binary.status).toBe(415);
    expect(binary.body.error).toBe(AUTH_MESSAGES.jsonRequired);
    const garbage = await rest<{ error: string }>(server.baseUrl, '/api/words/upload-csv', {
      rawBody: 'word,definition\nnot,json',
      headers: admin.cookieHeaderFor(server.baseUrl),
    });
    expect(garbage.status).toBe(400);
    expect(garbage.body.error).toBe(ERROR_MESSAGES.invalidJson);
  });

  it('keeps the default body limit on every other call', async () => {
    const response = await admin.json<{ error: string }>(`${server.baseUrl}/api/admin/words/generate`, {
      body: { count: 1, language: 'english', padding: 'x'.repeat(200 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body.error).toBe(ERROR_MESSAGES.bodyTooLarge);
  });
});

describe(`${CSV_MAX_ROWS} full rows`, () => {
  /** Every column filled, the long ones near their limit: the largest file the upload is meant to take. */
  function fullRow(index: number): CsvRow {
    const long = (column: CsvColumn, text: string) =>
      `${text}, `
        .repeat(CSV_FIELD_MAX_LENGTHS[column])
        .slice(0, CSV_FIELD_MAX_LENGTHS[column] - 1)
        .trim();
    const row: CsvRow = {};
    for (const column of CSV_COLUMNS) row[column] = long(column, `"${column}" ${index}`);
    return {
      ...row,
      word: `fullrow${index}`,
      is_real: index % 2 === 0 ? 'true' : 'false',
      difficulty: 'medium',
      language: 'english',
      word_class: 'noun',
    };
  }

  it('are all stored in one upload', async () => {
    const csvText = csvFile(Array.from({ length: CSV_MAX_ROWS }, (_, index) => fullRow(index)));
    expect(JSON.stringify({ csvText }).length).toBeGreaterThan(7 * 1024 * 1024);
    const result = await upload({ csvText });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ total: CSV_MAX_ROWS, created: CSV_MAX_ROWS, skipped: 0, errors: [] });
    expect((await findWords('fullrow')).total).toBe(CSV_MAX_ROWS);
  });
});

describe('who may upload', () => {
  it('refuses a payload userId that is not the signed-in admin', async () => {
    const result = await upload({ csvText: csvFile([realRow('notmine')]), userId: 'local:someone-else' });
    expect(result.status).toBe(403);
    expect(result.body.error).toBe(AUTH_MESSAGES.notYourAccount);
    expect((await findWords('notmine')).total).toBe(0);
  });
});
