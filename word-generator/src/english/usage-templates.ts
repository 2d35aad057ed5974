import type { RandomSource, WordClass } from '@bluffle/shared-schema';
import { toSentence } from '../common/usage-sentence';
import { isJudgedMisfit } from './judged-usage-misfits';

// Most rare WordNet words have no example sentence of their own, so they get one of these.
// Real and invented words draw from the same templates at the same rate (see english-generator.ts), so a
// templated sentence says nothing about the answer.

/**
 * `{w}` is the word; `{a}` is "a" or "an" for it. Noun frames by WordNet lexicographer file (the category), each
 * written for that kind of thing, so a word gets a frame that reads right for its meaning : a
 * building is not set down on a table, a medical condition is not a village's mood. `entity` (noun.Tops) and
 * any category without frames of its own take the `entity` frames, which say least. An empty list is a category
 * whose every frame editors judged wrong for most of its meanings (judged-usage-misfits.ts): its words take no
 * template at all, not the `entity` frames, which would say even less of them.
 */
const NOUN_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  entity: [
    'The old professor liked to talk about the {w}.',
    'She had read about the {w} in a book as a child.',
  ],
  person: [
    'Everyone in the village knew the old {w} by name.',
    'The {w} stood quietly at the back of the room.',
  ],
  act: ['The whole town talked about the {w} for weeks.', 'He had no part in the {w}.'],
  animal: [
    '{a} {w} was seen near the river last spring.',
    'The children watched the {w} for almost an hour.',
    'The museum keeps a stuffed {w} in its front hall.',
  ],
  artifact: [
    'Nobody had used the old {w} in years.',
    'The {w} had been in the family for generations.',
    'He pointed out the {w} to the visitors.',
  ],
  attribute: [],
  body: [
    'The doctor examined the {w} closely.',
    'The textbook had a drawing of the {w}.',
    'The {w} showed up clearly on the scan.',
  ],
  cognition: [
    'The {w} was explained in the first chapter.',
    'She had thought a great deal about the {w}.',
    'The lecture on the {w} went on for an hour.',
  ],
  communication: ['Nobody paid much attention to the {w}.'],
  event: [],
  feeling: [
    'A sudden {w} came over her as she read the letter.',
    'He could not hide his {w} for long.',
    'There was a note of {w} in her voice.',
  ],
  food: ['The smell of the {w} filled the kitchen.', 'He had never tasted {w} before.'],
  group: ['The {w} has grown a great deal over the years.'],
  location: ['They reached the {w} just before dark.'],
  motive: ['He never spoke of the {w} again.', 'The {w} was strong enough to change his mind.'],
  object: ['Her first photograph was of the {w}.'],
  phenomenon: [
    'The {w} was first described a century ago.',
    'Scientists still argue about the cause of the {w}.',
    'The {w} puzzled the villagers for years.',
  ],
  plant: [
    '{a} {w} grew by the garden wall.',
    'She planted the {w} in early spring.',
    'The path was lined with {w}.',
  ],
  possession: [
    'The {w} was paid at the end of each month.',
    'He lost the {w} in a bad year.',
    'The {w} was divided among the children.',
  ],
  process: [
    'The {w} can take several weeks.',
    'The {w} was slower than anyone expected.',
    'She studied the {w} for her degree.',
  ],
  quantity: [],
  relation: [
    'Nobody had noticed the {w} before.',
    'The {w} was the subject of her first paper.',
    'The book explains the {w} in plain words.',
  ],
  shape: [
    'She drew {a} {w} in the sand.',
    'The window had the shape of {a} {w}.',
    'The pattern was made of a single {w}.',
  ],
  state: [
    'He lived with the {w} for most of his life.',
    'Nobody could explain the {w} that followed.',
    'The {w} lasted longer than anyone expected.',
  ],
  substance: [
    'The jar was half full of {w}.',
    'Traces of {w} were found in the water.',
    'The {w} was stored in a cool, dry place.',
  ],
  time: [],
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

/**
 * Adjectives by category: a quality (adj.all, adj.ppl) stands after a verb ("it seemed ..."); a relational
 * adjective (adj.pert, "of or relating to ...") only before a noun, and takes no "rather" or "a little".
 */
const ADJECTIVE_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  quality: [
    'It seemed {w} to everyone who saw it.',
    'Not everyone would have called it {w}.',
    'Her answer struck everyone as {w}.',
  ],
  relation: [
    'He had a lifelong interest in {w} matters.',
    'Most of the {w} records were lost in a fire.',
    'The report said little about the {w} side of things.',
  ],
};

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
      return NOUN_TEMPLATES[category] ?? NOUN_TEMPLATES.entity ?? [];
    case 'verb':
      return takesObject ? VERB_TEMPLATES.withObject : VERB_TEMPLATES.withoutObject;
    case 'adjective':
      return ADJECTIVE_TEMPLATES[category] ?? ADJECTIVE_TEMPLATES.quality ?? [];
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
  /** The meaning's definition: templates editors judged wrong for it are left out (judged-usage-misfits.ts). */
  definition?: string;
}

/**
 * The templates written for `target`'s kind, unfilled, but those judged wrong for its meaning: a batch counts
 * each one's real and fake words.
 */
export function templatesWrittenFor(target: TemplateTarget): readonly string[] {
  const templates = templatesFor(target.wordClass, target.category, target.takesObject);
  const { definition } = target;
  return definition === undefined
    ? templates
    : templates.filter((template) => !isJudgedMisfit(definition, template));
}

/**
 * A plain usage sentence for a word with no example of its own; undefined for classes without templates.
 * `choose` picks among the templates (a batch keeps each one's real and fake words even), else one at random.
 */
export function templateUsage(
  word: string,
  target: TemplateTarget,
  random: RandomSource,
  choose?: (templates: readonly string[]) => string | undefined,
): string | undefined {
  const templates = templatesWrittenFor(target);
  if (templates.length === 0) return undefined;
  const template = choose ? choose(templates) : pick(templates, random);
  return template === undefined ? undefined : fillTemplate(template, word);
}

export function fillTemplate(template: string, word: string): string {
  const article = /^[aeiou]/.test(word) ? 'an' : 'a';
  return toSentence(template.replaceAll('{w}', word).replaceAll('{a}', article));
}

/**
 * Whether `sentence` is one of the frames written for `target`'s kind, filled with `word` (bank-quality.ts).
 * The `entity` frames say so little that they read right for any noun.
 */
export function isTemplateWrittenFor(sentence: string, word: string, target: TemplateTarget): boolean {
  const written = [
    ...templatesFor(target.wordClass, target.category, target.takesObject),
    ...(target.wordClass === 'noun' ? (NOUN_TEMPLATES.entity ?? []) : []),
  ];
  return written.some((template) => fillTemplate(template, word) === sentence);
}
