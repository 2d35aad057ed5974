import {
  FAKE_WORD_FOLLOWUP_QUESTION,
  REAL_WORD_FOLLOWUP_QUESTION,
  type WordFormField,
} from '@bluffle/shared-schema';
import type { MessagesOf } from './messages-of';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Create-A-Bluff (docs/product.md §2 Wordsmith page, §5 Word creation): the form, its helper and the validation banner. */
export const wordsmithFormEnglish = {
  formLabel: 'Create-A-Bluff',
  /** Every field's label, as the form, the banner and its feedback name it. */
  fieldLabels: {
    word: 'Word',
    language: 'Language',
    isReal: 'Real or fake',
    explanation: 'Explanation',
    definition: 'Definition',
    usage: 'Usage example',
    difficulty: 'Difficulty',
    category: 'Category',
    wordClass: 'Word class',
    definitionCorrect: 'Correct definition',
    definitionFake1: 'Fake definition 1',
    definitionFake2: 'Fake definition 2',
    definitionFake3: 'Fake definition 3',
    wordsReal: 'Real-word alternative',
    wordsFake1: 'Fake word 1',
    wordsFake2: 'Fake word 2',
    wordsFake3: 'Fake word 3',
  } satisfies Record<WordFormField, string>,
  /** docs/product.md §2: the helper reads 'Fill-in' when a word is typed, else 'Summon Word'. */
  helper: { autofill: 'Fill-in', summon: 'Summon Word' },
  helperHints: {
    autofill: 'Fill-in completes the other fields for your word: its dictionary meaning, or a bluff.',
    summon: 'Summon Word brings a fresh word, real or fake, with every field filled in.',
  },
  busy: { autofill: 'Filling in…', summon: 'Summoning…', validate: 'Validating…', submit: 'Submitting…' },
  /** The first call after a quiet spell waits while the server loads the word generator. */
  warmingUp: 'Warming up the word generator…',
  submittedNotice: (p: { word: string }) =>
    `“${p.word}” is in. It waits for an admin's review before it joins the public word pool; you can put it in your own sessions right away.`,
  /** An admin's own word is approved as it is stored: no review to wait for. */
  approvedNotice: (p: { word: string }) =>
    `“${p.word}” is in and approved: it joins the public word pool now, and you can put it in your own sessions right away.`,
  explanationHint: 'Fake words only: how the bluff was made, shown to players after they answer.',
  usageHint: 'A sentence that uses the word.',
  optionsLegend: 'Multiple-choice options:',
  /** The question players will read, so the author writes options that fit it (the game's own words). */
  followupQuestions: {
    real: REAL_WORD_FOLLOWUP_QUESTION as string,
    fake: FAKE_WORD_FOLLOWUP_QUESTION as string,
  },
  optionsHints: {
    real: 'Players who call it real pick its meaning, worded differently from the definition, among three wrong ones.',
    fake: 'Players who call it fake pick the one real word among three fakes.',
  },
  validate: 'Validate',
  submit: 'Submit Word',
  /** Beside a Submit Word that cannot be pressed: why. */
  submitBlocked: {
    busy: 'Submit Word waits for the current step to finish.',
    validateFirst: 'Validate the word first: Submit Word opens once it passes.',
    fixErrors: 'Fix the errors above and validate again to submit.',
  },
  // The validation banner (docs/product.md §2: 'Valid or Invalid with feedback').
  valid: 'Valid',
  invalid: 'Invalid',
  readyToSubmit: ': ready to submit.',
  fixAndValidate: ': fix the errors, then validate again.',
  error: 'Error',
  warning: 'Warning',
  errorCount: (p: { count: number }) => plural(p.count, 'error', 'errors'),
  warningCount: (p: { count: number }) => plural(p.count, 'warning', 'warnings'),
  noProblems: 'No problems found',
  suggests: 'The validator suggests:',
  applySuggestions: 'Apply suggestions',
};

export const wordsmithFormFilipino: MessagesOf<typeof wordsmithFormEnglish> = {
  formLabel: 'Gumawa ng Bluff',
  fieldLabels: {
    word: 'Salita',
    language: 'Wika',
    isReal: 'Totoo o peke',
    explanation: 'Paliwanag',
    definition: 'Kahulugan',
    usage: 'Halimbawang pangungusap',
    difficulty: 'Antas ng hirap',
    category: 'Kategorya',
    wordClass: 'Bahagi ng pananalita',
    definitionCorrect: 'Tamang kahulugan',
    definitionFake1: 'Pekeng kahulugan 1',
    definitionFake2: 'Pekeng kahulugan 2',
    definitionFake3: 'Pekeng kahulugan 3',
    wordsReal: 'Totoong salitang kapalit',
    wordsFake1: 'Pekeng salita 1',
    wordsFake2: 'Pekeng salita 2',
    wordsFake3: 'Pekeng salita 3',
  },
  helper: { autofill: 'Punan', summon: 'Kumuha ng Salita' },
  helperHints: {
    autofill:
      'Pinupunan ng Punan ang iba pang field para sa salita mo: ang kahulugan nito sa diksiyonaryo, o isang bluff.',
    summon: 'Nagbibigay ang Kumuha ng Salita ng bagong salita, totoo man o peke, na puno na ang bawat field.',
  },
  busy: { autofill: 'Pinupunan…', summon: 'Kumukuha…', validate: 'Sinusuri…', submit: 'Isinusumite…' },
  warmingUp: 'Inihahanda ang tagagawa ng salita…',
  submittedNotice: (p) =>
    `Naipasok na ang “${p.word}”. Hihintayin nito ang review ng isang admin bago mapasama sa pampublikong listahan ng salita; puwede mo na itong gamitin agad sa sarili mong mga session.`,
  approvedNotice: (p) =>
    `Naipasok na at aprubado na ang “${p.word}”: kasama na ito sa pampublikong listahan ng salita, at puwede mo na itong gamitin agad sa sarili mong mga session.`,
  explanationHint:
    'Para sa pekeng salita lang: kung paano ginawa ang bluff, ipinapakita sa mga manlalaro pagkatapos nilang sumagot.',
  usageHint: 'Isang pangungusap na gumagamit ng salita.',
  optionsLegend: 'Mga pagpipilian:',
  followupQuestions: {
    real: 'Alin dito ang naglalarawan din sa salita?',
    fake: 'Alin dito ang totoong salita?',
  },
  optionsHints: {
    real: 'Ang mga manlalarong nagsabing totoo ito ay pipili ng kahulugan nito, na iba ang pagkakasabi sa kahulugan sa itaas, mula sa tatlong mali.',
    fake: 'Ang mga manlalarong nagsabing peke ito ay pipili ng nag-iisang totoong salita mula sa tatlong peke.',
  },
  validate: 'Suriin',
  submit: 'Isumite ang Salita',
  submitBlocked: {
    busy: 'Hinihintay ng Isumite ang Salita na matapos ang kasalukuyang hakbang.',
    validateFirst: 'Suriin muna ang salita: magagamit ang Isumite ang Salita kapag pumasa ito.',
    fixErrors: 'Ayusin ang mga mali sa itaas at suriin ulit bago isumite.',
  },
  valid: 'Pasado',
  invalid: 'Hindi pasado',
  readyToSubmit: ': handa nang isumite.',
  fixAndValidate: ': ayusin ang mga mali, saka suriin ulit.',
  error: 'Mali',
  warning: 'Babala',
  errorCount: (p) => `${p.count} mali`,
  warningCount: (p) => `${p.count} babala`,
  noProblems: 'Walang nakitang problema',
  suggests: 'Mungkahi ng tagasuri:',
  applySuggestions: 'Gamitin ang mga mungkahi',
};
