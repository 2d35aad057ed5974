// Writing the sentences of the English words side-blind, so a sentence's style never says which side its word is
// on (a word learner read the real words' sentences, written knowing the word, from the fakes' at 0.62 AUC):
// `npm run words:sentences -- chunks [--dir D] [--chunks N] [--seed S]`: every sentence the generator can show
// (english-real-usages-*.ts for rare real words, english-*-meanings-*.ts for fakes) as one entry a writer sees:
// an id, the class, a style drawn at random for each entry (a general fact or a particular scene) and the
// definition, never the word or its side, the two sides shuffled together, in N chunk files.
// Give a writer side-blind-sentences/brief.md and one chunk; they write D/out-K.txt.
// `npm run words:sentences -- check K [--dir D]`: what a writer's D/out-K.txt still lacks or breaks.
// `npm run words:sentences -- merge [--dir D]`: puts every written sentence into the data files in place.
// It lives in the package because it reads and rewrites the package's own data through its internals.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSeededRandom, shuffle } from '@bluffle/shared-schema';
import { readWordNet } from '../src/common/wordnet-reader';
import { REAL_WORD_USAGES } from '../src/english/real-word-usages';
import { WRITTEN_MEANINGS } from '../src/english/written-meanings';
import { writtenSentenceProblems } from '../src/english/written-sentence-rules';
import { setUsages, type DataSide } from './side-blind-sentences/set-usages';

const DATA_DIR = path.resolve(__dirname, '../src/english/data');
const STYLES = ['fact', 'scene'] as const;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: '/tmp/bluffle-sentences' },
    chunks: { type: 'string', default: '24' },
    seed: { type: 'string', default: '20261207' },
  },
});
const dir = values.dir!;

interface Entry {
  id: number;
  side: DataSide;
  /** `word|synset` for a real word, the definition for a written meaning (set-usages.ts finds it by this). */
  key: string;
  wordClass: string;
  /** Nouns whose sentence used them as plurals ("the {w} were"): a writer is told so, on either side. */
  isPlural: boolean;
  style: (typeof STYLES)[number];
  definition: string;
  chunk: number;
}

const USED_AS_PLURAL =
  /\{w\} (are|were|have|do|grow|live|lie)\b|\b(these|those|many|several|two|three|few) \{w\}/;

function classOf(synsetKey: string, takesObject: boolean | undefined): string {
  const wordClass = synsetKey.split(':')[0] ?? '';
  if (wordClass !== 'verb') return wordClass;
  return takesObject ? 'verb (takes an object)' : 'verb (no object)';
}

function chunks(): void {
  const wordNet = readWordNet();
  const random = createSeededRandom(Number(values.seed));
  const real = REAL_WORD_USAGES.flatMap(({ word, synset, usage }) => {
    const sense = wordNet.synsets.get(synset);
    if (!sense) return [];
    const wordClass = classOf(synset, sense.takesObject);
    return [{ side: 'real' as const, key: `${word}|${synset}`, wordClass, usage, definition: sense.gloss }];
  });
  const fake = WRITTEN_MEANINGS.map(({ kind, takesObject, definition, usage }) => ({
    side: 'fake' as const,
    key: definition,
    wordClass: classOf(kind, takesObject),
    usage,
    definition,
  }));
  const all = shuffle([...real, ...fake], random);
  const perChunk = Math.ceil(all.length / Number(values.chunks));
  const entries: Entry[] = all.map(({ usage, ...entry }, index) => ({
    ...entry,
    id: 10001 + index,
    isPlural: usage !== undefined && USED_AS_PLURAL.test(usage),
    style: STYLES[random() < 0.5 ? 0 : 1],
    chunk: Math.floor(index / perChunk) + 1,
  }));
  writeFileSync(path.join(dir, 'entries.json'), JSON.stringify(entries));
  for (let chunk = 1; chunk <= Number(values.chunks); chunk += 1) {
    const lines = entries
      .filter((entry) => entry.chunk === chunk)
      .map(
        (entry) =>
          `${entry.id} | ${entry.wordClass}${entry.isPlural ? ' (plural)' : ''} | ${entry.style} | ${entry.definition}`,
      );
    writeFileSync(path.join(dir, `chunk-${chunk}.txt`), `${lines.join('\n')}\n`);
  }
  console.log(
    `${entries.length} entries (${real.length} real, ${fake.length} fake) in ${values.chunks} chunks in ${dir}`,
  );
}

function readEntries(): Entry[] {
  return JSON.parse(readFileSync(path.join(dir, 'entries.json'), 'utf8')) as Entry[];
}

/** A writer's sentences by id. */
function written(chunk: number): Map<number, string> {
  const file = path.join(dir, `out-${chunk}.txt`);
  const sentences = new Map<number, string>();
  if (!existsSync(file)) return sentences;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^(\d+) \| (.+)$/.exec(line.trim());
    if (match) sentences.set(Number(match[1]), (match[2] ?? '').trim());
  }
  return sentences;
}

function check(): void {
  const chunk = Number(positionals[1]);
  const entries = readEntries().filter((entry) => entry.chunk === chunk);
  const sentences = written(chunk);
  const ids = new Set(entries.map((entry) => entry.id));
  const problems = [...sentences.keys()].filter((id) => !ids.has(id)).map((id) => `${id}: not in this chunk`);
  let missing = 0;
  for (const entry of entries) {
    const sentence = sentences.get(entry.id);
    if (sentence === undefined) missing += 1;
    else
      for (const problem of writtenSentenceProblems(sentence))
        problems.push(`${entry.id}: ${problem}: ${sentence}`);
  }
  console.log(
    `chunk ${chunk}: ${sentences.size} of ${entries.length} written, ${missing} missing, ${problems.length} problems`,
  );
  for (const problem of problems.slice(0, 60)) console.log(`  ${problem}`);
  if (missing > 0 || problems.length > 0) process.exitCode = 1;
}

function merge(): void {
  const entries = readEntries();
  const byKey = new Map<string, string>();
  const chunkCount = Math.max(...entries.map((entry) => entry.chunk));
  const sentences = new Map<number, string>();
  for (let chunk = 1; chunk <= chunkCount; chunk += 1)
    for (const [id, sentence] of written(chunk)) sentences.set(id, sentence);
  for (const entry of entries) {
    const sentence = sentences.get(entry.id);
    if (sentence !== undefined && writtenSentenceProblems(sentence).length === 0)
      byKey.set(`${entry.side}|${entry.key}`, sentence);
  }
  let set = 0;
  for (const file of readdirSync(DATA_DIR).sort()) {
    const side: DataSide | undefined = /^english-real-usages-/.test(file)
      ? 'real'
      : /^english-(written|sibling)-meanings-/.test(file)
        ? 'fake'
        : undefined;
    if (side === undefined) continue;
    const filePath = path.join(DATA_DIR, file);
    const result = setUsages(readFileSync(filePath, 'utf8'), side, (key) => byKey.get(`${side}|${key}`));
    writeFileSync(filePath, result.source);
    set += result.set;
  }
  console.log(
    `${set} sentences set of ${entries.length} entries (${byKey.size} written and keeping the rules)`,
  );
}

const command = positionals[0];
if (command === 'chunks') chunks();
else if (command === 'check') check();
else if (command === 'merge') merge();
else {
  console.error(
    'usage: words:sentences -- chunks [--dir D] [--chunks N] [--seed S] | check K [--dir D] | merge [--dir D]',
  );
  process.exitCode = 1;
}
