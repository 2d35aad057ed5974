// Scores a reader's answers to a blind read against its truth: how often the reader was right, what the
// FAKE calls leaned on, which usages read as odd, and the reader's own estimate of how often players are fooled.
import type { TruthItem } from './blind-read-sample';

export const TELLS = ['other-word', 'sentence', 'spelling', 'odd', 'parts', 'known', 'unknown'] as const;
export type Tell = (typeof TELLS)[number];

/**
 * Tells that are properties of the entry: a reader who uses them needs no vocabulary. A FAKE call on one of
 * these is the game failing; a FAKE call because the reader does not know the word is the game working.
 */
export const PROPERTY_TELLS: ReadonlySet<Tell> = new Set([
  'other-word',
  'sentence',
  'spelling',
  'odd',
  'parts',
]);

export interface Answer {
  number: number;
  call: 'REAL' | 'FAKE';
  confidence: number;
  tell: Tell;
  isUsageNatural: boolean;
  note: string;
}

export type Language = 'english' | 'filipino';
export type Side = 'real' | 'fake';

export interface ReaderAnswers {
  answers: Answer[];
  /** Percent of typical players the reader thinks the sample fools, by language and side. */
  estimates: Partial<Record<`${Language} ${Side}`, number>>;
  /** Lines that could not be read, so a reader's slip is shown rather than silently dropped. */
  unreadable: string[];
}

const ANSWER_LINE =
  /^\s*(\d+)\s*\|\s*(REAL|FAKE)\s*\|\s*(?:confidence\s*)?([1-5])\s*\|\s*([a-z-]+)\s*\|\s*(?:usage natural:\s*)?(yes|no)\s*(?:\|\s*(.*))?$/i;
const ESTIMATE_LINE = /^\s*estimate\s+(english|filipino)\s+(real|fake)\s*:\s*(\d+(?:\.\d+)?)\s*%?\s*$/i;

/** Reads a reader's reply: one answer line per entry and four estimate lines; anything else is skipped. */
export function parseAnswers(text: string): ReaderAnswers {
  const answers: Answer[] = [];
  const estimates: ReaderAnswers['estimates'] = {};
  const unreadable: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^[-*`\s]+|`+$/g, '').trim();
    if (line === '') continue;
    const estimate = ESTIMATE_LINE.exec(line);
    if (estimate) {
      const key = `${estimate[1]!.toLowerCase()} ${estimate[2]!.toLowerCase()}` as `${Language} ${Side}`;
      estimates[key] = Number(estimate[3]);
      continue;
    }
    const answer = ANSWER_LINE.exec(line);
    if (!answer) {
      if (/^\d+\s*\|/.test(line)) unreadable.push(line);
      continue;
    }
    const tell = answer[4]!.toLowerCase();
    if (!(TELLS as readonly string[]).includes(tell)) {
      unreadable.push(line);
      continue;
    }
    answers.push({
      number: Number(answer[1]),
      call: answer[2]!.toUpperCase() as Answer['call'],
      confidence: Number(answer[3]),
      tell: tell as Tell,
      isUsageNatural: answer[5]!.toLowerCase() === 'yes',
      note: (answer[6] ?? '').trim(),
    });
  }
  return { answers, estimates, unreadable };
}

export interface Ratio {
  count: number;
  of: number;
}

export interface LanguageScore {
  language: Language;
  answered: number;
  right: Ratio;
  rightBySide: Record<Side, Ratio>;
  /** FAKE calls (right or wrong) whose tell is a property of the entry. */
  propertyTellsOfFakeCalls: Ratio;
  /** Fakes the reader named another word for. */
  otherWordOfFakes: Ratio;
  oddUsages: Record<Side, Ratio>;
  tells: Record<Side, Partial<Record<Tell, number>>>;
  estimates: Partial<Record<Side, number>>;
  /** Each FAKE call's tell and note, for the issue note. */
  fakeCallNotes: string[];
}

function ratio(count: number, of: number): Ratio {
  return { count, of };
}

export function scoreLanguage(
  language: Language,
  truth: readonly TruthItem[],
  reader: ReaderAnswers,
): LanguageScore {
  const byNumber = new Map(reader.answers.map((answer) => [answer.number, answer]));
  const answered = truth
    .filter((item) => item.language === language)
    .flatMap((item) => {
      const answer = byNumber.get(item.number);
      return answer ? [{ item, answer, side: (item.isReal ? 'real' : 'fake') as Side }] : [];
    });
  const onSide = (side: Side) => answered.filter((entry) => entry.side === side);
  const isRight = ({ item, answer }: (typeof answered)[number]) => (answer.call === 'REAL') === item.isReal;
  const fakeCalls = answered.filter(({ answer }) => answer.call === 'FAKE');
  const tells = { real: {}, fake: {} } as LanguageScore['tells'];
  for (const { side, answer } of answered) tells[side][answer.tell] = (tells[side][answer.tell] ?? 0) + 1;
  return {
    language,
    answered: answered.length,
    right: ratio(answered.filter(isRight).length, answered.length),
    rightBySide: {
      real: ratio(onSide('real').filter(isRight).length, onSide('real').length),
      fake: ratio(onSide('fake').filter(isRight).length, onSide('fake').length),
    },
    propertyTellsOfFakeCalls: ratio(
      fakeCalls.filter(({ answer }) => PROPERTY_TELLS.has(answer.tell)).length,
      fakeCalls.length,
    ),
    otherWordOfFakes: ratio(
      onSide('fake').filter(({ answer }) => answer.tell === 'other-word').length,
      onSide('fake').length,
    ),
    oddUsages: {
      real: ratio(
        onSide('real').filter(({ answer }) => !answer.isUsageNatural).length,
        onSide('real').length,
      ),
      fake: ratio(
        onSide('fake').filter(({ answer }) => !answer.isUsageNatural).length,
        onSide('fake').length,
      ),
    },
    tells,
    estimates: {
      real: reader.estimates[`${language} real`],
      fake: reader.estimates[`${language} fake`],
    },
    fakeCallNotes: fakeCalls.map(
      ({ item, answer }) =>
        `${item.word} (${item.isReal ? 'real' : 'fake'}): ${answer.tell}${answer.note ? `: ${answer.note}` : ''}`,
    ),
  };
}

/** The product's targets for a blind read (each a verdict beside the figure). */
export const BLIND_READ_TARGETS = {
  propertyTellsOfFakeCalls: 0.2,
  otherWordOfFakes: 0.05,
  oddUsages: 0.15,
  oddUsageGap: 0.05,
  /** The reader's estimate of typical players fooled, in percent: at least this on every side. */
  fooledEstimate: 30,
};

export const share = ({ count, of }: Ratio) => (of === 0 ? 0 : count / of);
