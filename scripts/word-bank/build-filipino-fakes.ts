/**
 * Builds word-generator/generated/filipino-fakes.json, the invented Tagalog words (run by hand, see README "Word data").
 *
 *   npx tsx scripts/word-bank/build-filipino-fakes.ts <folder with the Tagalog word lists>
 *   (or TAGALOG_WORD_LISTS=<folder>)
 *
 * The folder is searched for Debian's itagalog `tagalog.mwl.gz` and myspell-tl `tl.dic`
 * (`apt-get download itagalog myspell-tl && dpkg-deb -x <deb> <folder>`). The lists are GPL-2+, so they are
 * read here and never copied into the repository; only the invented words, which are ours, are written.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildTagalogLexicon } from '../../word-generator/src/filipino-lexicon-check';
import { generateFilipinoFakes } from '../../word-generator/src/filipino-fakes';
import { COMMON_TAGALOG_ROOTS } from '../../word-generator/src/filipino-known-roots';
import { FILIPINO_REAL_WORDS } from '../../word-generator/src/filipino-real-data';

const SEED = 63;
const PER_AFFIX = 40;
const LIST_FILES = ['tagalog.mwl.gz', 'tl.dic'];
const OUTPUT = path.resolve(__dirname, '../../word-generator/generated/filipino-fakes.json');

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

function main(): void {
  const folder = process.argv[2] ?? process.env.TAGALOG_WORD_LISTS;
  if (!folder) throw new Error('usage: build-filipino-fakes.ts <folder with tagalog.mwl.gz and tl.dic>');
  const files = findListFiles(path.resolve(folder));
  const missing = LIST_FILES.filter((name) => !files.some((file) => path.basename(file) === name));
  if (missing.length > 0) throw new Error(`not found under ${folder}: ${missing.join(', ')}`);

  const listWords = files.flatMap(readListWords);
  const ownWords = [...COMMON_TAGALOG_ROOTS, ...FILIPINO_REAL_WORDS.map((entry) => entry.word)];
  const lexicon = buildTagalogLexicon([...listWords, ...ownWords]);
  console.log(
    `${files.map((file) => path.basename(file)).join(' + ')} + ${ownWords.length} of our own: ` +
      `${lexicon.forms.size} forms, ${lexicon.roots.size} possible roots`,
  );

  const report = generateFilipinoFakes({ seed: SEED, perAffix: PER_AFFIX, lexicon, excluded: REVIEWED_OUT });
  console.log(`${report.drawn} roots drawn, ${report.fakes.length} kept; rejected:`, report.rejected);
  mkdirSync(path.dirname(OUTPUT), { recursive: true });
  const header = {
    generatedBy: 'scripts/word-bank/build-filipino-fakes.ts',
    seed: SEED,
    checkedAgainst:
      'Debian itagalog (tagalog.mwl) and myspell-tl (tl.dic), our own common roots and real entries',
    drawn: report.drawn,
    rejected: report.rejected,
  };
  // One word a line, laid out as Prettier lays out JSON, so the file diffs well and passes the format check.
  const fakeLines = report.fakes.map(
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
