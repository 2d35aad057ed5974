// The classical endings that carry a meaning (-phobia, -itis, -vorous), the dictionary definition each
// makes of a root, and which roots each takes: a fear of birds, an inflammation of the kidneys, never an
// inflammation of a wind.
import type { WordClass } from '@bluffle/shared-schema';
import type { BodyPart, ClassicalOrigin, CombiningForm, RootKind } from './classical-parts';

/** One reading of an ending for some roots; its pattern fills `{...}` from the root (see PLACEHOLDERS). */
export interface EndingSense {
  kinds: readonly RootKind[];
  /** For `body` roots: the parts it fits (inflammation of an organ, not of a finger). */
  bodyParts?: readonly BodyPart[];
  pattern: string;
}

export interface MeaningEnding {
  ending: string;
  /** Classical words keep to one language: a Greek ending on a Latin root reads as a coinage. */
  origin: ClassicalOrigin;
  wordClass: WordClass;
  senses: readonly EndingSense[];
  /** The words its definitions say (fear, inflammation): how a reader sees the ending fit the meaning. */
  keywords: readonly string[];
  /** Other endings of the same formation: a word whose relative is in a dictionary is no invention. */
  relatives: readonly string[];
}

const EVERY_KIND: readonly RootKind[] = [
  'body',
  'animal',
  'plant',
  'plant-part',
  'substance',
  'phenomenon',
  'condition',
  'person',
  'object',
];
const THINGS: readonly RootKind[] = ['animal', 'plant', 'plant-part', 'substance', 'phenomenon', 'object'];
const SCIENCE: readonly RootKind[] = [
  'animal',
  'plant',
  'plant-part',
  'substance',
  'phenomenon',
  'condition',
  'body',
];
const STUDY = ['study', 'studies', 'studied', 'science', 'scientific'];
const FEEDING = ['feeding', 'feeds', 'feed', 'eating', 'eats', 'eat'];

export const MEANING_ENDINGS: readonly MeaningEnding[] = [
  {
    ending: 'phobia',
    origin: 'greek',
    wordClass: 'noun',
    senses: [{ kinds: [...THINGS, 'condition', 'person'], pattern: 'an abnormal fear of {nouns}' }],
    keywords: ['fear', 'dread'],
    relatives: ['phobe', 'phobic', 'phobiac'],
  },
  {
    ending: 'philia',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      {
        kinds: ['phenomenon', 'condition', 'object'],
        pattern: 'an abnormal attraction to {nouns}',
      },
    ],
    keywords: ['attraction', 'attracted', 'love', 'fondness'],
    relatives: ['phile', 'philiac', 'philic', 'philous', 'phily'],
  },
  {
    ending: 'mancy',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      { kinds: THINGS, pattern: 'divination by means of {nouns}' },
      { kinds: ['body'], bodyParts: ['member', 'growth'], pattern: 'divination by examining {nouns}' },
    ],
    keywords: ['divination', 'divining'],
    relatives: ['mancer', 'mantic', 'manteia'],
  },
  {
    ending: 'latry',
    origin: 'greek',
    wordClass: 'noun',
    senses: [{ kinds: [...THINGS, 'person'], pattern: 'the worship of {nouns}' }],
    keywords: ['worship', 'worshipping', 'worshiping'],
    relatives: ['later', 'latrous', 'latrist'],
  },
  {
    ending: 'logy',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      { kinds: SCIENCE, pattern: 'the scientific study of {nouns}' },
      { kinds: ['person', 'object'], pattern: 'the study of {nouns}' },
    ],
    keywords: STUDY,
    relatives: ['logist', 'logic', 'logical', 'logia'],
  },
  {
    ending: 'logist',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      { kinds: SCIENCE, pattern: 'a scientist who studies {nouns}' },
      { kinds: ['person', 'object'], pattern: 'a person who studies {nouns}' },
    ],
    keywords: [...STUDY, 'specialist', 'scientist'],
    relatives: ['logy', 'logic', 'logical', 'loger'],
  },
  {
    ending: 'phagy',
    origin: 'greek',
    wordClass: 'noun',
    senses: [{ kinds: EVERY_KIND, pattern: 'the practice of eating {food}' }],
    keywords: FEEDING,
    relatives: ['phagia', 'phagous', 'phage', 'phagic', 'phagist'],
  },
  {
    ending: 'phagous',
    origin: 'greek',
    wordClass: 'adjective',
    senses: [{ kinds: EVERY_KIND, pattern: 'feeding on {food}' }],
    keywords: FEEDING,
    relatives: ['phagy', 'phagia', 'phage', 'phagic'],
  },
  {
    ending: 'vorous',
    origin: 'latin',
    wordClass: 'adjective',
    senses: [{ kinds: EVERY_KIND, pattern: 'feeding on {food}' }],
    keywords: FEEDING,
    relatives: ['vore', 'vora', 'vory'],
  },
  {
    ending: 'cide',
    origin: 'latin',
    wordClass: 'noun',
    senses: [
      { kinds: ['animal', 'plant'], pattern: 'the killing of {nouns}' },
      { kinds: ['person'], pattern: "the killing of one's own {noun}" },
    ],
    keywords: ['kill', 'killing', 'kills', 'killer', 'murder'],
    relatives: ['cidal'],
  },
  {
    ending: 'itis',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      { kinds: ['body'], bodyParts: ['organ', 'feature', 'tissue'], pattern: 'inflammation of the {noun}' },
    ],
    keywords: ['inflammation', 'inflamed'],
    relatives: ['itic'],
  },
  {
    ending: 'ectomy',
    origin: 'greek',
    wordClass: 'noun',
    senses: [{ kinds: ['body'], bodyParts: ['organ'], pattern: 'surgical removal of the {noun}' }],
    keywords: ['removal', 'excision', 'removing'],
    relatives: ['ectomize'],
  },
  {
    ending: 'algia',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      { kinds: ['body'], bodyParts: ['organ', 'feature', 'member'], pattern: 'pain in the {noun}' },
      { kinds: ['body'], bodyParts: ['tissue'], pattern: 'pain in {nouns}' },
    ],
    keywords: ['pain', 'ache', 'aching'],
    relatives: ['algic', 'algy'],
  },
  {
    ending: 'meter',
    origin: 'greek',
    wordClass: 'noun',
    senses: [{ kinds: EVERY_KIND, pattern: 'an instrument for measuring {measure}' }],
    keywords: ['measuring', 'measure', 'measures', 'measurement', 'meter', 'gauge'],
    relatives: ['metry', 'metric', 'metre'],
  },
  {
    ending: 'scope',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      {
        kinds: ['body'],
        bodyParts: ['organ'],
        pattern: 'an instrument for viewing the inside of the {noun}',
      },
    ],
    keywords: ['viewing', 'view', 'examining', 'observing', 'looking'],
    relatives: ['scopy', 'scopic'],
  },
  {
    ending: 'phile',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      {
        kinds: ['animal', 'plant', 'plant-part', 'phenomenon', 'object'],
        pattern: 'a person who loves {nouns}',
      },
    ],
    keywords: ['loves', 'lover', 'love', 'fond', 'admirer', 'enthusiast'],
    relatives: ['philia', 'philic', 'philist', 'phily', 'philous'],
  },
  {
    ending: 'mania',
    origin: 'greek',
    wordClass: 'noun',
    senses: [{ kinds: THINGS, pattern: 'an obsessive enthusiasm for {nouns}' }],
    keywords: ['obsessive', 'obsession', 'enthusiasm', 'craze', 'compulsion', 'impulse'],
    relatives: ['maniac', 'maniacal'],
  },
  {
    ending: 'graphy',
    origin: 'greek',
    wordClass: 'noun',
    senses: [
      {
        kinds: ['animal', 'plant', 'plant-part', 'phenomenon'],
        pattern: 'the scientific description of {nouns}',
      },
    ],
    keywords: ['description', 'describing', 'describes', 'writing', 'written'],
    relatives: ['grapher', 'graphic', 'graphical'],
  },
  {
    ending: 'ferous',
    origin: 'latin',
    wordClass: 'adjective',
    senses: [{ kinds: EVERY_KIND, pattern: 'bearing or producing {yield}' }],
    keywords: ['bearing', 'producing', 'yielding', 'containing'],
    relatives: [],
  },
  {
    ending: 'form',
    origin: 'latin',
    wordClass: 'adjective',
    senses: [{ kinds: ['animal', 'plant', 'plant-part', 'object', 'body'], pattern: 'shaped like {a noun}' }],
    keywords: ['shaped', 'shape'],
    relatives: ['formed', 'formity'],
  },
  {
    ending: 'oid',
    origin: 'greek',
    wordClass: 'adjective',
    senses: [
      {
        kinds: ['animal', 'plant', 'plant-part', 'substance', 'object', 'body'],
        pattern: 'resembling {thing}',
      },
    ],
    keywords: ['resembling', 'resembles', 'resemble', 'like', 'similar', 'shaped'],
    relatives: ['oidal', 'oidea'],
  },
  {
    ending: 'phyte',
    origin: 'greek',
    wordClass: 'noun',
    senses: [{ kinds: EVERY_KIND, pattern: 'a plant that grows {habitat}' }],
    keywords: ['plant', 'plants'],
    relatives: ['phytic', 'phyta'],
  },
  {
    ending: 'colous',
    origin: 'latin',
    wordClass: 'adjective',
    senses: [{ kinds: EVERY_KIND, pattern: 'living {habitat}' }],
    keywords: ['living', 'lives', 'growing', 'grows', 'inhabiting', 'dwelling'],
    relatives: ['cole', 'coline', 'coly'],
  },
  {
    ending: 'cracy',
    origin: 'greek',
    wordClass: 'noun',
    senses: [{ kinds: ['person'], pattern: 'government by {nouns}' }],
    keywords: ['government', 'governed', 'rule', 'ruled'],
    relatives: ['crat', 'cratic'],
  },
];

const article = (noun: string) => `${/^[aeio]/.test(noun) ? 'an' : 'a'} ${noun}`;

/** What each `{...}` of a pattern takes from a root; undefined where the root has nothing that fits. */
const PLACEHOLDERS: Record<string, (root: CombiningForm) => string | undefined> = {
  noun: (root) => root.noun,
  nouns: (root) => root.nouns,
  'a noun': (root) => (root.isMass ? undefined : article(root.noun)),
  thing: (root) => (root.isMass ? root.noun : article(root.noun)),
  food: (root) => (root.isFood ? root.nouns : undefined),
  yield: (root) => (root.isYield ? root.nouns : undefined),
  habitat: (root) => root.habitat,
  measure: (root) => root.measure,
};

function fill(pattern: string, root: CombiningForm): string | undefined {
  let isFilled = true;
  const filled = pattern.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = PLACEHOLDERS[name]?.(root);
    if (value === undefined) isFilled = false;
    return value ?? '';
  });
  return isFilled ? filled : undefined;
}

function fitsSense(sense: EndingSense, root: CombiningForm): boolean {
  if (!sense.kinds.includes(root.kind)) return false;
  return !sense.bodyParts || (root.bodyPart !== undefined && sense.bodyParts.includes(root.bodyPart));
}

/**
 * The dictionary definition `ending` makes of `root` (`ornith` + `-phagy`: "the practice of eating birds"),
 * or undefined when the two do not go together: another language, a kind the ending does not take, or a
 * root without what the pattern needs (a habitat, a measure, a food).
 */
export function classicalDefinition(root: CombiningForm, ending: MeaningEnding): string | undefined {
  if (root.origin !== ending.origin) return undefined;
  for (const sense of ending.senses) {
    if (!fitsSense(sense, root)) continue;
    const definition = fill(sense.pattern, root);
    if (definition !== undefined) return definition;
  }
  return undefined;
}

/**
 * The word as the language joins it: the linking vowel (-o- in Greek, -i- in Latin) before an ending that
 * starts with a consonant, unless the form already ends in it (`zoo-logy`); before a vowel, one of two
 * like letters goes (`cardi-itis` -> carditis, `oste-ectomy` -> ostectomy).
 */
export function classicalSpelling(form: string, origin: ClassicalOrigin, ending: string): string {
  const linkingVowel = origin === 'greek' ? 'o' : 'i';
  if (/^[aeiou]/.test(ending)) return (form.endsWith(ending[0]!) ? form.slice(0, -1) : form) + ending;
  return (form.endsWith(linkingVowel) ? form : form + linkingVowel) + ending;
}
