// A blind read's sample: words drawn from the built bank with a seed, written as a player sees them (word,
// class, definition, usage) in one file, and the truth in another that the reader never sees.
import { createSeededRandom, shuffle } from '@bluffle/shared-schema';

export interface BankWord {
  word: string;
  definition: string;
  usage: string;
  isReal: boolean;
  language: string;
  wordClass: string;
  explanation?: string;
}

export interface SampleItem {
  number: number;
  language: 'english' | 'filipino';
  word: string;
  wordClass: string;
  definition: string;
  usage: string;
}

export interface TruthItem {
  number: number;
  language: 'english' | 'filipino';
  word: string;
  isReal: boolean;
  explanation: string;
}

export interface SampleSizes {
  english: { real: number; fake: number };
  filipino: { real: number; fake: number };
}

/** The read the product asks for: 30 + 30 English, 10 + 10 Filipino. */
export const DEFAULT_SIZES: SampleSizes = {
  english: { real: 30, fake: 30 },
  filipino: { real: 10, fake: 10 },
};

/**
 * Draws each language's real and fake words, then shuffles each language's list, so neither the order nor the
 * position of a word says which side it is on. English comes first, then Filipino, numbered throughout.
 */
export function drawSample(
  words: readonly BankWord[],
  seed: number,
  sizes: SampleSizes = DEFAULT_SIZES,
): { sample: SampleItem[]; truth: TruthItem[] } {
  const random = createSeededRandom(seed);
  const sample: SampleItem[] = [];
  const truth: TruthItem[] = [];
  for (const language of ['english', 'filipino'] as const) {
    const ofLanguage = words.filter((word) => word.language === language);
    const picked = [
      ...shuffle(
        ofLanguage.filter((word) => word.isReal),
        random,
      ).slice(0, sizes[language].real),
      ...shuffle(
        ofLanguage.filter((word) => !word.isReal),
        random,
      ).slice(0, sizes[language].fake),
    ];
    for (const word of shuffle(picked, random)) {
      const number = sample.length + 1;
      sample.push({
        number,
        language,
        word: word.word,
        wordClass: word.wordClass,
        definition: word.definition,
        usage: word.usage,
      });
      truth.push({
        number,
        language,
        word: word.word,
        isReal: word.isReal,
        explanation: word.explanation ?? '',
      });
    }
  }
  return { sample, truth };
}

/** The reader's file: the instructions, the answer format, and the words as the game shows them. */
export function formatSample(sample: readonly SampleItem[], seed: number): string {
  const lines = [
    `# Bluffle blind read (seed ${seed})`,
    '',
    'Each entry below is either a real word of its language or a bluff invented for the game, shown as the',
    'game shows it: the word, its class, a definition and a usage sentence. Call each one before moving on, and',
    'do not look anything up. Answer with one line per entry, in this form:',
    '',
    '    <number> | REAL or FAKE | confidence 1-5 | tell | usage natural: yes or no | note',
    '',
    'where tell is the one thing your call leaned on most, one of:',
    '',
    '    other-word   I know another word for this meaning',
    '    sentence     the sentence does not fit the word or its meaning',
    '    spelling     the spelling looks invented (or looks real)',
    '    odd          the meaning is too odd or too specific to be real (or too ordinary to be invented)',
    '    parts        the word parts (roots, prefixes, suffixes) fit the meaning, or do not',
    '    known        I know this word',
    '    unknown      I do not know this word and guessed from nothing in the entry',
    '',
    'and note is a few words of your own on what you saw. "usage natural" says whether the usage sentence reads',
    'as something a person would write (yes) or as odd, machine-made or contradicting the meaning (no).',
    'End with four lines, your estimate of the share of typical adult players (speakers, for Filipino) this',
    'sample would fool, in percent:',
    '',
    '    estimate english real: <percent>',
    '    estimate english fake: <percent>',
    '    estimate filipino real: <percent>',
    '    estimate filipino fake: <percent>',
    '',
  ];
  let language = '';
  for (const item of sample) {
    if (item.language !== language) {
      language = item.language;
      lines.push(`## ${language === 'english' ? 'English' : 'Filipino'}`, '');
    }
    lines.push(
      `${item.number}. **${item.word}** (${item.wordClass})`,
      `   definition: ${item.definition}`,
      `   usage: ${item.usage}`,
      '',
    );
  }
  return lines.join('\n');
}
