// The word pipeline's public face: the bank builder, the admin's Generate and the wordsmith tools
// import from here only. The bank's measures have their own entry (quality/index.ts), which nothing here reaches.
export { WORD_BANK_CREDITS } from './common/credits';
export type { GeneratedWord } from './common/generated-word';
export { wordKey, type SeedWord, type WordBankFile } from './common/seed-word';
export { findWordForm, wordCount } from './common/usage-sentence';
export {
  createWordGenerator,
  loadWordGenerator,
  UnsupportedLanguageError,
  type GenerateRequest,
  type WordGenerator,
  type WrongDefinitionRequest,
} from './word-generator';
export {
  FAKE_WORD_PROBLEMS,
  type DictionaryCoverage,
  type FakeWordProblem,
  type WordInspection,
} from './common/word-inspection';
export { explainRealWord } from './english/explanations';
export { FAMILIARITY_BANDS, type FamiliarityBand } from './english/meaning-familiarity';
export {
  COMMON_RANK,
  FAMILIAR_RANK,
  frequencyRanks,
  rarityOf,
  type FrequencyRanks,
  type Rarity,
} from './common/frequency-ranks';
export { formAgreesWithClass } from './english/sense-sentences';
export { SENTENCE_KINDS, shareOfLexFile, type SentenceKind } from './english/category-sentences';
export { isJudgedMisfit } from './english/judged-usage-misfits';
export { loadWordLists } from './common/word-lists';
export { readWordNet } from './common/wordnet-reader';
