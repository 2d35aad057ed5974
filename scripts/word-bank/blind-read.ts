// `npm run words:blind-read -- sample --seed N [--dir D]`: draws a fresh sample from the built bank (30 real +
// 30 fake English, 10 + 10 Filipino) as a player sees it into D/sample-N.md, and the truth into D/truth-N.json.
// Give a reader ONLY the sample file (never the bank, the code or the truth), a new seed for each reader, and
// save the reply as D/answers-N.txt (or D/answers-N-<reader>.txt).
// `npm run words:blind-read -- score [--dir D]`: scores every answers file in D against its truth, per reader
// and pooled, beside the targets. D defaults to /tmp/bluffle-blind-read (samples are not committed).
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { drawSample, formatSample, type BankWord, type TruthItem } from './blind-read/blind-read-sample';
import {
  BLIND_READ_TARGETS,
  parseAnswers,
  scoreLanguage,
  share,
  type LanguageScore,
  type Ratio,
  type ReaderAnswers,
} from './blind-read/blind-read-score';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    seed: { type: 'string' },
    dir: { type: 'string', default: '/tmp/bluffle-blind-read' },
    bank: { type: 'string', default: path.join('game-server', 'seed', 'word-bank.json') },
  },
});
const command = positionals[0];
const dir = values.dir!;

const percent = (ratio: Ratio) => `${(share(ratio) * 100).toFixed(0)}% (${ratio.count} of ${ratio.of})`;
const verdict = (isMet: boolean) => (isMet ? 'met' : 'MISSED');

function sample(): void {
  if (values.seed === undefined || !/^\d+$/.test(values.seed)) {
    throw new Error('sample needs --seed N (a new number for each reader, so no reader sees a sample twice)');
  }
  const seed = Number(values.seed);
  const bank = JSON.parse(readFileSync(values.bank!, 'utf8')) as { words: BankWord[] };
  const { sample: items, truth } = drawSample(bank.words, seed);
  mkdirSync(dir, { recursive: true });
  const samplePath = path.join(dir, `sample-${seed}.md`);
  writeFileSync(samplePath, formatSample(items, seed));
  writeFileSync(path.join(dir, `truth-${seed}.json`), `${JSON.stringify(truth, null, 1)}\n`);
  console.log(`wrote ${samplePath} (${items.length} words) and its truth beside it`);
}

function printScore(score: LanguageScore): void {
  const targets = BLIND_READ_TARGETS;
  const oddGap = Math.abs(share(score.oddUsages.real) - share(score.oddUsages.fake));
  console.log(`  ${score.language}: ${score.answered} answered`);
  console.log(
    `    right: ${percent(score.right)}; real ${percent(score.rightBySide.real)}, fake ${percent(score.rightBySide.fake)}`,
  );
  console.log(
    `    FAKE calls on a property of the entry: ${percent(score.propertyTellsOfFakeCalls)}   [target <= ${targets.propertyTellsOfFakeCalls * 100}%: ${verdict(share(score.propertyTellsOfFakeCalls) <= targets.propertyTellsOfFakeCalls)}]`,
  );
  console.log(
    `    fakes named by another word: ${percent(score.otherWordOfFakes)}   [target <= ${targets.otherWordOfFakes * 100}%: ${verdict(share(score.otherWordOfFakes) <= targets.otherWordOfFakes)}]`,
  );
  for (const side of ['real', 'fake'] as const) {
    console.log(
      `    odd usages, ${side}: ${percent(score.oddUsages[side])}   [target <= ${targets.oddUsages * 100}%: ${verdict(share(score.oddUsages[side]) <= targets.oddUsages)}]`,
    );
  }
  console.log(
    `    odd usage gap: ${(oddGap * 100).toFixed(0)} points   [target <= ${targets.oddUsageGap * 100}: ${verdict(oddGap <= targets.oddUsageGap)}]`,
  );
  for (const side of ['real', 'fake'] as const) {
    const estimate = score.estimates[side];
    console.log(
      `    reader's estimate of players fooled, ${side}: ${estimate === undefined ? 'not given' : `${estimate}%`}   [target >= ${targets.fooledEstimate}%: ${verdict(estimate !== undefined && estimate >= targets.fooledEstimate)}]`,
    );
  }
  console.log(
    `    tells: real ${JSON.stringify(score.tells.real)}; fake ${JSON.stringify(score.tells.fake)}`,
  );
}

function pool(ratios: Ratio[]): Ratio {
  return ratios.reduce((sum, ratio) => ({ count: sum.count + ratio.count, of: sum.of + ratio.of }), {
    count: 0,
    of: 0,
  });
}

function score(): void {
  const answerFiles = readdirSync(dir).filter((file) => /^answers-\d+(-[\w.-]+)?\.txt$/.test(file));
  if (answerFiles.length === 0) throw new Error(`no answers-<seed>.txt files in ${dir}`);
  const all: LanguageScore[] = [];
  for (const file of answerFiles.sort()) {
    const seed = /^answers-(\d+)/.exec(file)![1];
    const truth = JSON.parse(readFileSync(path.join(dir, `truth-${seed}.json`), 'utf8')) as TruthItem[];
    const reader: ReaderAnswers = parseAnswers(readFileSync(path.join(dir, file), 'utf8'));
    console.log(`\n${file} (seed ${seed})`);
    if (reader.unreadable.length > 0) console.log(`  unreadable lines: ${reader.unreadable.join(' / ')}`);
    for (const language of ['english', 'filipino'] as const) {
      const languageScore = scoreLanguage(language, truth, reader);
      all.push(languageScore);
      printScore(languageScore);
      for (const note of languageScore.fakeCallNotes) console.log(`      FAKE call: ${note}`);
    }
  }
  if (answerFiles.length < 2) return;
  console.log(`\npooled over ${answerFiles.length} readers`);
  for (const language of ['english', 'filipino'] as const) {
    const scores = all.filter((entry) => entry.language === language);
    const estimates = (side: 'real' | 'fake') =>
      scores.flatMap((entry) => (entry.estimates[side] === undefined ? [] : [entry.estimates[side]]));
    const mean = (numbers: number[]) =>
      numbers.length === 0 ? undefined : numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
    printScore({
      language,
      answered: scores.reduce((sum, entry) => sum + entry.answered, 0),
      right: pool(scores.map((entry) => entry.right)),
      rightBySide: {
        real: pool(scores.map((entry) => entry.rightBySide.real)),
        fake: pool(scores.map((entry) => entry.rightBySide.fake)),
      },
      propertyTellsOfFakeCalls: pool(scores.map((entry) => entry.propertyTellsOfFakeCalls)),
      otherWordOfFakes: pool(scores.map((entry) => entry.otherWordOfFakes)),
      oddUsages: {
        real: pool(scores.map((entry) => entry.oddUsages.real)),
        fake: pool(scores.map((entry) => entry.oddUsages.fake)),
      },
      tells: { real: {}, fake: {} },
      estimates: { real: mean(estimates('real')), fake: mean(estimates('fake')) },
      fakeCallNotes: [],
    });
  }
}

if (command === 'sample') sample();
else if (command === 'score') score();
else {
  console.error('usage: words:blind-read -- sample --seed N [--dir D] | score [--dir D]');
  process.exitCode = 1;
}
