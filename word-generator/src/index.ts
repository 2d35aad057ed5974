// The word pipeline's public face: the bank builder, the admin's Generate and the wordsmith tools
// import from here only.
export { WORD_BANK_CREDITS } from './credits';
export type { GeneratedWord } from './generated-word';
export { rocAuc, trainSpellingModel, type LabelledWord } from './naturalness-classifier';
export { wordKey, type SeedWord, type WordBankFile } from './seed-word';
export { findWordForm, wordCount } from './usage-sentence';
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
} from './word-inspection';
export {
  answerableByMatching,
  borrowedBeyond,
  classShareGap,
  fakesShowingRealDefinition,
  fakesWithEverydayMeaning,
  followupAnsweredByDonor,
  frameOf,
  genericFrameWords,
  familiarityBands,
  familiarityTell,
  hasFamiliarMeaning,
  hasWrittenMeaning,
  isWordNetGloss,
  indexSynsetsByGloss,
  leaningFrameWords,
  lengthAuc,
  measureLanguage,
  misfitOfUsage,
  shuffledByKind,
  SHOWN_TEXTS,
  spellingAuc,
  textAuc,
  usesCategorySentence,
  usesDonorExample,
  type LanguageQuality,
  type QualityLexicon,
  type Share,
} from './bank-quality';
export { fittingPart } from './word-parts-fit';
export { explainRealWord } from './explanations';
export { measureFilipinoQuality, type FilipinoQuality } from './filipino-quality';
export { FAMILIARITY_BANDS, type FamiliarityBand } from './meaning-familiarity';
export {
  COMMON_RANK,
  FAMILIAR_RANK,
  frequencyRanks,
  rarityOf,
  type FrequencyRanks,
  type Rarity,
} from './frequency-ranks';
export { formAgreesWithClass } from './sense-sentences';
export { SENTENCE_KINDS, shareOfLexFile, type SentenceKind } from './category-sentences';
export { loadWordLists } from './word-lists';
export { readWordNet } from './wordnet-reader';
