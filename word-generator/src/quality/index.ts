// The word bank's measures (npm run words:quality, the bank tests, the measuring scripts), an entry of their
// own (@bluffle/word-generator/quality) so the runtime entry (../index.ts) and the game server never load them.
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
  hasSiblingMeaning,
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
export { measureFilipinoQuality, type FilipinoQuality } from './filipino-quality';
export { filipinoBankSpellingAuc } from './filipino-spelling';
export { measureKindCoverage, type KindCoverage } from './kind-coverage';
// Whether a word's parts carry its meaning: a measure, and the English generator's aim for its fakes, so in english/.
export { clashingPart, fittingPart } from '../english/word-parts-fit';
// The written meanings blind readers named a word for: the generator leaves them out, and the bank's test checks it.
export { judgedNameOf } from '../english/judged-named-meanings';
// The spelling learner the measures train; the generator's invented pool uses it too, so it lives in common/.
export { rocAuc, trainSpellingModel, type LabelledWord } from '../common/naturalness-classifier';
// The Filipino words as the generator builds them, before any draw: what the Filipino spelling measure reads.
export { filipinoSeedWords } from '../filipino/filipino-words';
