import type { RandomSource, WordClass } from '@bluffle/shared-schema';
import { toSentence } from './usage-sentence';

// Most rare WordNet words have no example sentence of their own (note word-data §2), so they get one of these.
// Real and invented words draw from the same templates at the same rate (see english-generator.ts), so a
// templated sentence says nothing about the answer.

/** `{w}` is the word; `{a}` is "a" or "an" for it. Noun templates by WordNet category, then any noun. */
const NOUN_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  person: [
    'Everyone in the village knew the old {w} by name.',
    'She had always wanted to meet {a} {w} in person.',
    'The {w} stood quietly at the back of the room.',
  ],
  act: [
    'The {w} took most of the afternoon.',
    'Nobody had seen anything like that {w} before.',
    'The whole town talked about the {w} for weeks.',
  ],
  artifact: [
    'He found an old {w} at the back of the shed.',
    'The {w} had been in the family for generations.',
    'She set the {w} down carefully on the table.',
  ],
  feeling: [
    'A sudden {w} came over her as she read the letter.',
    'He could not hide his {w} for long.',
    'There was a note of {w} in her voice.',
  ],
  state: [
    'The village lived in a state of {w} for years.',
    'Nobody could explain the {w} that followed.',
    'They were slowly drawn into the {w}.',
  ],
  attribute: [
    'Her {w} surprised everyone at the meeting.',
    'The {w} of the old house was hard to miss.',
    'What struck him most was the {w} of it all.',
  ],
  communication: [
    'The {w} was read aloud at the start of the meeting.',
    'He scribbled a short {w} in the margin.',
    'Nobody paid much attention to the {w}.',
  ],
  any: [
    'The old professor liked to talk about the {w}.',
    'She had read about the {w} in a book as a child.',
    'It was the first {w} he had ever seen.',
    'The guide stopped to point out the {w}.',
  ],
};

const VERB_TEMPLATES = {
  withObject: [
    'She decided to {w} it before anyone noticed.',
    'It took him years to learn how to {w} them properly.',
    'They will {w} the whole thing again tomorrow.',
  ],
  withoutObject: [
    'Nobody expected him to {w} so soon.',
    'They began to {w} as the evening wore on.',
    'Left alone, the old dog would {w} for hours.',
  ],
} as const;

const ADJECTIVE_TEMPLATES = [
  'It was a rather {w} afternoon.',
  'Her answer struck everyone as {w}.',
  'The critics called the new play {w}.',
  'He had always been a little {w}.',
] as const;

const ADVERB_TEMPLATES = [
  'She answered {w}, as she always did.',
  'He walked {w} across the empty hall.',
  'The old clock ticked {w} in the corner.',
] as const;

function pick<T>(items: readonly T[], random: RandomSource): T {
  return items[Math.floor(random() * items.length)] as T;
}

function templatesFor(wordClass: WordClass, category: string, takesObject: boolean): readonly string[] {
  switch (wordClass) {
    case 'noun':
      return NOUN_TEMPLATES[category] ?? NOUN_TEMPLATES.any ?? [];
    case 'verb':
      return takesObject ? VERB_TEMPLATES.withObject : VERB_TEMPLATES.withoutObject;
    case 'adjective':
      return ADJECTIVE_TEMPLATES;
    case 'adverb':
      return ADVERB_TEMPLATES;
    default:
      return [];
  }
}

export interface TemplateTarget {
  wordClass: WordClass;
  category: string;
  /** Verbs: whether the sentence should give it an object. */
  takesObject: boolean;
}

/** A plain usage sentence for a word with no example of its own; undefined for classes without templates. */
export function templateUsage(
  word: string,
  target: TemplateTarget,
  random: RandomSource,
): string | undefined {
  const templates = templatesFor(target.wordClass, target.category, target.takesObject);
  if (templates.length === 0) return undefined;
  const article = /^[aeiou]/.test(word) ? 'an' : 'a';
  return toSentence(pick(templates, random).replaceAll('{w}', word).replaceAll('{a}', article));
}
