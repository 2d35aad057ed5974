import type { MessagesOf } from './messages-of';

// What Validate's shared checks found, in words: the rules return a code and its parts, and this
// is where a page reads them. Field names come from the form's own labels (wordsmithForm.fieldLabels).

const SHAPE_HINT = 'letters only, with a hyphen, apostrophe or space between parts (no digits or symbols)';

export const wordFormProblemsEnglish = {
  kinds: { real: 'a REAL word', fake: 'a FAKE word' },
  /** Why a field is needed, where the reason is not obvious from its label. */
  whyRequired: {
    explanation: 'players read how the word was made up once they have answered',
    definitionCorrect:
      'the follow-up asks players to pick it: word the meaning differently from the definition',
    definitionOption: 'the follow-up offers the correct definition beside three fake ones',
    wordsReal: 'the follow-up asks which option is real: give the real word that has this meaning',
    wordOption: 'the follow-up offers the real word beside three made-up ones',
  },
  required: (p: { label: string }) => `${p.label} is required.`,
  requiredFor: (p: { label: string; kind: string; why: string }) =>
    `${p.label} is required for ${p.kind}: ${p.why}.`,
  unsafeText: {
    control: (p: { label: string }) =>
      `${p.label} must be one line: no line breaks, tabs or other control characters.`,
    invisible: (p: { label: string }) =>
      `${p.label} cannot contain invisible characters such as text-direction marks; please type it again without them.`,
    broken: (p: { label: string }) =>
      `${p.label} contains a broken character (half of an emoji); please type it again.`,
  },
  units: { letters: 'letters', characters: 'characters', words: 'words' },
  tooShort: (p: { label: string; count: number; unit: string }) =>
    `${p.label} is too short: at least ${p.count} ${p.unit}.`,
  tooLong: (p: { label: string; maximum: number }) =>
    `${p.label} is too long: at most ${p.maximum} characters.`,
  wordNotShaped: `The word must be ${SHAPE_HINT}.`,
  optionNotShaped: (p: { label: string }) => `${p.label} must be a single word: ${SHAPE_HINT}.`,
  givesWordAway: {
    definition: (p: { word: string }) =>
      `The definition gives the word away: it contains '${p.word}'. Describe the meaning without naming the word.`,
    definitionCorrect: (p: { word: string }) =>
      `The correct definition gives the word away: it contains '${p.word}'. Describe the meaning without naming the word.`,
  },
  usageMissesWord: (p: { word: string; forms: string }) =>
    `The usage example must use '${p.word}': ${p.forms}.`,
  /** How the usage may show the word: an English word's regular forms, or the language's way of forming words. */
  usageForms: {
    examples: (p: { examples: string }) => `the word itself or a form of it, such as ${p.examples}`,
    /** Between two example forms. */
    or: ' or ',
    english: 'the word itself or a regular form of it',
    filipino: 'the word itself or a form of it with an affix',
    latin: 'the word itself or a form of it with another ending',
  },
  duplicateOption: (p: { label: string; sameAs: string }) =>
    `${p.label} is the same as ${p.sameAs}: the four options must all differ.`,
  optionIsTheWord: (p: { label: string }) =>
    `${p.label} is the word itself: the follow-up asks which option is real, so offer other words.`,
  correctRepeatsDefinition:
    'The correct definition repeats the definition word for word, so players can pick it by sight: word it differently.',
};

const SHAPE_HINT_FILIPINO =
  'mga titik lang, may gitling, kudlit o espasyo sa pagitan ng mga bahagi (walang numero o simbolo)';

export const wordFormProblemsFilipino: MessagesOf<typeof wordFormProblemsEnglish> = {
  kinds: { real: 'TOTOONG salita', fake: 'PEKENG salita' },
  whyRequired: {
    explanation: 'binabasa ng mga manlalaro kung paano inimbento ang salita pagkatapos nilang sumagot',
    definitionCorrect:
      'ipapapili ito ng follow-up sa mga manlalaro: iba dapat ang pagkakasabi nito sa kahulugan',
    definitionOption: 'inihahanay ng follow-up ang tamang kahulugan kasama ng tatlong peke',
    wordsReal:
      'tinatanong ng follow-up kung alin ang totoo: ibigay ang totoong salitang may ganitong kahulugan',
    wordOption: 'inihahanay ng follow-up ang totoong salita kasama ng tatlong inimbento',
  },
  required: (p) => `Kailangan ang ${p.label}.`,
  requiredFor: (p) => `Kailangan ang ${p.label} para sa ${p.kind}: ${p.why}.`,
  unsafeText: {
    control: (p) =>
      `Dapat isang linya lang ang ${p.label}: walang line break, tab o iba pang control character.`,
    invisible: (p) =>
      `Hindi puwedeng may di-nakikitang character ang ${p.label}, gaya ng marka ng direksiyon ng teksto; i-type ito ulit nang wala ang mga iyon.`,
    broken: (p) => `May sirang character ang ${p.label} (kalahati ng emoji); i-type ito ulit.`,
  },
  units: { letters: 'titik', characters: 'character', words: 'salita' },
  tooShort: (p) => `Masyadong maikli ang ${p.label}: hindi bababa sa ${p.count} ${p.unit}.`,
  tooLong: (p) => `Masyadong mahaba ang ${p.label}: hanggang ${p.maximum} character lang.`,
  wordNotShaped: `Ang salita ay dapat ${SHAPE_HINT_FILIPINO}.`,
  optionNotShaped: (p) => `Dapat iisang salita ang ${p.label}: ${SHAPE_HINT_FILIPINO}.`,
  givesWordAway: {
    definition: (p) =>
      `Ibinubunyag ng kahulugan ang salita: may '${p.word}' ito. Ilarawan ang kahulugan nang hindi binabanggit ang salita.`,
    definitionCorrect: (p) =>
      `Ibinubunyag ng tamang kahulugan ang salita: may '${p.word}' ito. Ilarawan ang kahulugan nang hindi binabanggit ang salita.`,
  },
  usageMissesWord: (p) => `Dapat gamitin ng halimbawang pangungusap ang '${p.word}': ${p.forms}.`,
  usageForms: {
    examples: (p) => `ang salita mismo o isang anyo nito, gaya ng ${p.examples}`,
    or: ' o ',
    english: 'ang salita mismo o isang karaniwang anyo nito',
    filipino: 'ang salita mismo o isang anyo nito na may panlapi',
    latin: 'ang salita mismo o isang anyo nito na may ibang hulapi',
  },
  duplicateOption: (p) =>
    `Pareho ang ${p.label} at ang ${p.sameAs}: dapat magkakaiba ang apat na pagpipilian.`,
  optionIsTheWord: (p) =>
    `Ang ${p.label} ay ang salita mismo: tinatanong ng follow-up kung alin ang totoo, kaya magbigay ng ibang salita.`,
  correctRepeatsDefinition:
    'Inuulit ng tamang kahulugan ang kahulugan nang salita sa salita, kaya mapipili ito ng mga manlalaro sa tingin pa lang: iba ang pagkakasabi.',
};
