/**
 * Builds word-generator/generated/filipino-fakes.json, the invented Tagalog words (run by hand, see README "Word data").
 *
 *   npx tsx word-generator/tools/build-filipino-fakes.ts <folder with the Tagalog word lists>
 *   (or TAGALOG_WORD_LISTS=<folder>)
 *
 * The folder is searched for Debian's itagalog `tagalog.mwl.gz` and myspell-tl `tl.dic`
 * (`apt-get download itagalog myspell-tl && dpkg-deb -x <deb> <folder>`). The lists are GPL-2+, so they are
 * read here and never copied into the repository; only the invented words, which are ours, are written.
 * It lives in the package, beside the Filipino code it runs, because it builds the package's own data from its
 * internals (no entry exports them).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { FILIPINO_FAKE_MEANINGS } from '../src/filipino/filipino-fake-meanings';
import { affixFor, rootOf, rootShapeOf } from '../src/filipino/filipino-fake-pairing';
import { FAMILIAR_RANK, frequencyRanks } from '../src/common/frequency-ranks';
import { loadWordLists } from '../src/common/word-lists';
import { buildTagalogLexicon, listedRoots } from '../src/filipino/filipino-lexicon-check';
import { generateFilipinoFakes, type FakeTarget } from '../src/filipino/filipino-fakes';
import { COMMON_TAGALOG_ROOTS } from '../src/filipino/data/filipino-known-roots';
import { isAskable } from '../src/filipino/filipino-rarity';
import { FILIPINO_REAL_WORDS } from '../src/filipino/filipino-real-data';
import { isRootShaped, learnRootModel, looksLikeLoan, rootTypicality } from '../src/filipino/filipino-roots';

const SEED = 63;
const MODEL_ORDER = 3;
/**
 * Our own roots (common roots and the real entries') count this many times each in the root model: the word
 * lists' roots hold more r, d, y and n than the entries the invented words are shown beside.
 */
const OWN_ROOT_WEIGHT = 40;
/**
 * Invented words made per real entry with an affix, shaped like it. Once one per entry that could lend its
 * meaning; since most entries have an everyday word and lend nothing, the invented words mostly carry
 * written meanings (filipino-fake-meanings*.ts), and every entry shapes them so they are spelled like the whole.
 */
const PER_ENTRY = 3;
/** Each affix gets at least this many, so a follow-up can offer three others with the same affix. */
const LEAST_PER_AFFIX = 6;

/**
 * Words to aim for with an affix: twice its written meanings, since a draw turns some targets down, and the
 * asked real words that shape the targets hold few of some affixes the meanings use (nakaka-, pag-).
 */
function leastFor(affix: string): number {
  const meanings = FILIPINO_FAKE_MEANINGS.filter((meaning) => meaning.affix === affix).length;
  return Math.max(LEAST_PER_AFFIX, 2 * meanings);
}
const DRAWS_PER_TARGET = 10_000;
/**
 * Of this many roots that pass every check, the most typical is kept (generateFilipinoFakes): 8 brought the
 * spelling AUC from about 0.60 to 0.57; 16 made the invented words too regular and it rose again.
 */
const CANDIDATES_PER_TARGET = 8;
const LIST_FILES = ['tagalog.mwl.gz', 'tl.dic'];
const OUTPUT = path.resolve(__dirname, '../generated/filipino-fakes.json');

/**
 * Invented words a Tagalog reader took out after reading the list: too close to a real word the lists miss
 * (pidik, like pitik, a flick) or simply odd to the ear.
 */
const REVIEWED_OUT = new Set<string>([
  'pidik', // pitik, a flick
  'kumpay', // a real word for fodder
  'piyok', // a real word: a voice cracking on a high note
  'sirop', // reads as syrup
  'bining', // a common nickname
  'yalol', // rhymes with a rude word
  'dispay', // reads as English display
  'muskit', // reads as musket or mosquito
  'pingga', // a real word: a carrying pole
  'wisik', // a real word: a splash, a sprinkle
  'nihil', // reads as Latin
  'mising', // reads as English missing
  'musang', // a real word: a civet
  'tariw', // panariw reads as sariwa, fresh
  'mustas', // kamustasan reads as kamusta, hello
  'higok', // higukan reads as higupan, to sip from
]);

/**
 * English words a player knows (SUBTLEX top 30,000): a bilingual player reads bumison as -um- on bison, so no
 * invented root or word may be one.
 */
function familiarEnglishWords(): string[] {
  const lists = loadWordLists();
  const ranks = frequencyRanks(lists);
  return [...lists.subtlexCount.keys()].filter((word) => ranks.isAmong(word, FAMILIAR_RANK));
}

function findListFiles(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...findListFiles(full));
    else if (entry.isFile() && LIST_FILES.includes(entry.name)) found.push(full);
  }
  return found;
}

/** The lists are ISO-8859-1; hunspell's .dic starts with a line count. */
function readListWords(file: string): string[] {
  const bytes = readFileSync(file);
  const lines = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1').split('\n');
  return file.endsWith('.dic') ? lines.slice(1) : lines;
}

/**
 * What to invent: for every real entry with an affix, words with its affix and a root of the same skeleton, so
 * the invented words are spelled like the real ones as a whole.
 */
function targetsFromRealWords(): FakeTarget[] {
  const targets: FakeTarget[] = [];
  // Shaped like the real words a game asks; an affix none of those carries is shaped by every entry with it.
  const asked = FILIPINO_REAL_WORDS.filter((entry) => isAskable(entry) && affixFor(entry) !== undefined);
  const askedAffixes = new Set(asked.map(affixFor));
  const shaping = [
    ...asked,
    ...FILIPINO_REAL_WORDS.filter(
      (entry) => affixFor(entry) !== undefined && !askedAffixes.has(affixFor(entry)),
    ),
  ];
  for (let round = 0; round < PER_ENTRY; round += 1)
    for (const entry of shaping)
      targets.push({ affix: affixFor(entry) ?? 'mag-', shape: rootShapeOf(entry) });
  const byAffix = new Map<string, FakeTarget[]>();
  for (const target of targets) byAffix.set(target.affix, [...(byAffix.get(target.affix) ?? []), target]);
  for (const [affix, same] of byAffix)
    for (let index = same.length; index < leastFor(affix); index += 1)
      targets.push(same[index % same.length] as FakeTarget);
  return targets;
}

function main(): void {
  const folder = process.argv[2] ?? process.env.TAGALOG_WORD_LISTS;
  if (!folder) throw new Error('usage: build-filipino-fakes.ts <folder with tagalog.mwl.gz and tl.dic>');
  const files = findListFiles(path.resolve(folder));
  const missing = LIST_FILES.filter((name) => !files.some((file) => path.basename(file) === name));
  if (missing.length > 0) throw new Error(`not found under ${folder}: ${missing.join(', ')}`);

  const listWords = files.flatMap(readListWords);
  // The entries' roots too (balatkayo of magbalatkayo), so no invented word is one letter from one.
  const ownWords = [
    ...COMMON_TAGALOG_ROOTS,
    ...FILIPINO_REAL_WORDS.flatMap((entry) => [entry.word, rootOf(entry) ?? entry.word]),
  ];
  const commonWords = ownWords;
  const lexicon = buildTagalogLexicon([...listWords, ...ownWords], commonWords);
  console.log(
    `${files.map((file) => path.basename(file)).join(' + ')} + ${ownWords.length} of our own: ` +
      `${lexicon.forms.size} forms, ${lexicon.roots.size} possible roots`,
  );

  const nativeShaped = (roots: readonly string[]) =>
    new Set(roots.filter((root) => isRootShaped(root) && !looksLikeLoan(root)));
  const listed = nativeShaped(listedRoots(lexicon));
  const ours = nativeShaped([
    ...COMMON_TAGALOG_ROOTS,
    ...FILIPINO_REAL_WORDS.map((entry) => rootOf(entry) ?? ''),
  ]);
  const model = learnRootModel(
    [
      { roots: listed, weight: 1 },
      { roots: ours, weight: OWN_ROOT_WEIGHT },
    ],
    MODEL_ORDER,
  );
  console.log(
    `root model: order ${MODEL_ORDER}, learned on ${listed.size} listed roots and ${ours.size} of ours (x${OWN_ROOT_WEIGHT})`,
  );

  const targets = targetsFromRealWords();
  const report = generateFilipinoFakes({
    seed: SEED,
    model,
    targets,
    lexicon,
    excluded: new Set([...REVIEWED_OUT, ...familiarEnglishWords()]),
    drawsPerTarget: DRAWS_PER_TARGET,
    candidatesPerTarget: CANDIDATES_PER_TARGET,
    // Several survivors per target take more draws than the default cap allows.
    maxDraws: DRAWS_PER_TARGET * targets.length,
  });
  console.log(
    `${targets.length} wanted, ${report.drawn} roots drawn, ${report.fakes.length} kept, ${report.skipped} skipped; rejected:`,
    report.rejected,
  );
  // Difficulty by how typical the root is: the least typical third easy, the most typical third hard.
  const ranked = [...report.fakes].sort(
    (one, other) => rootTypicality(model, one.root) - rootTypicality(model, other.root),
  );
  const difficultyOf = new Map(
    ranked.map((fake, index) => [
      fake.word,
      index < ranked.length / 3 ? 'easy' : index < (2 * ranked.length) / 3 ? 'medium' : 'hard',
    ]),
  );
  const fakes = report.fakes.map((fake) => ({ ...fake, difficulty: difficultyOf.get(fake.word) }));
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  const header = {
    generatedBy: 'word-generator/tools/build-filipino-fakes.ts',
    seed: SEED,
    rootModel:
      `order ${MODEL_ORDER}, learned on the roots of the word lists and, ${OWN_ROOT_WEIGHT} times each, our ` +
      `common roots and the real entries' roots; the most typical of ${CANDIDATES_PER_TARGET} checked roots per word`,
    checkedAgainst:
      'Debian itagalog (tagalog.mwl) and myspell-tl (tl.dic), our own common roots and real entries',
    drawn: report.drawn,
    rejected: report.rejected,
  };
  // One word a line, laid out as Prettier lays out JSON, so the file diffs well and passes the format check.
  const fakeLines = fakes.map(
    (fake) =>
      `    ${JSON.stringify(fake)
        .replace(/([{,])"/g, '$1 "')
        .replace(/":/g, '": ')
        .replace(/}$/, ' }')}`,
  );
  const headerText = JSON.stringify(header, null, 2).replace(/\n}$/, '');
  writeFileSync(OUTPUT, `${headerText},\n  "fakes": [\n${fakeLines.join(',\n')}\n  ]\n}\n`);
  console.log(`wrote ${report.fakes.length} invented words to ${OUTPUT}`);
}

main();
