import { FILIPINO_REAL_MA_ADJECTIVES } from './data/filipino-real-adjectives-ma';
import { FILIPINO_REAL_MORE_ADJECTIVES } from './data/filipino-real-adjectives-more';
import { FILIPINO_REAL_ADJECTIVES, FILIPINO_REAL_ADVERBS } from './data/filipino-real-modifiers';
import { FILIPINO_REAL_RARE_MORE } from './data/filipino-real-rare-more';
import { FILIPINO_REAL_RARE_NOUNS } from './data/filipino-real-rare-nouns';
import { FILIPINO_REAL_RARE_MODIFIERS, FILIPINO_REAL_RARE_VERBS } from './data/filipino-real-rare-verbs';
import { FILIPINO_REAL_NOUNS } from './data/filipino-real-nouns';
import { FILIPINO_REAL_HOME_NOUNS } from './data/filipino-real-nouns-home';
import { FILIPINO_REAL_LORE_NOUNS } from './data/filipino-real-nouns-lore';
import { FILIPINO_REAL_NATURE_NOUNS } from './data/filipino-real-nouns-nature';
import { FILIPINO_REAL_SOCIETY_NOUNS } from './data/filipino-real-nouns-society';
import { FILIPINO_REAL_VERBS } from './data/filipino-real-verbs';
import { FILIPINO_REAL_MAG_VERBS } from './data/filipino-real-verbs-mag';
import { FILIPINO_REAL_MORE_VERBS } from './data/filipino-real-verbs-more';
import { FILIPINO_REAL_UM_VERBS } from './data/filipino-real-verbs-um';
import type { FilipinoRealEntry } from './filipino-real-entry';

// The entry's shape lives in filipino-real-entry.ts, so the data parts that hold entries need not import this hub.
export type { FilipinoRealEntry };

export const FILIPINO_REAL_WORDS: readonly FilipinoRealEntry[] = [
  ...FILIPINO_REAL_NOUNS,
  ...FILIPINO_REAL_NATURE_NOUNS,
  ...FILIPINO_REAL_LORE_NOUNS,
  ...FILIPINO_REAL_HOME_NOUNS,
  ...FILIPINO_REAL_SOCIETY_NOUNS,
  ...FILIPINO_REAL_VERBS,
  ...FILIPINO_REAL_UM_VERBS,
  ...FILIPINO_REAL_MAG_VERBS,
  ...FILIPINO_REAL_MORE_VERBS,
  ...FILIPINO_REAL_ADJECTIVES,
  ...FILIPINO_REAL_MA_ADJECTIVES,
  ...FILIPINO_REAL_MORE_ADJECTIVES,
  ...FILIPINO_REAL_ADVERBS,
  ...FILIPINO_REAL_RARE_NOUNS,
  ...FILIPINO_REAL_RARE_VERBS,
  ...FILIPINO_REAL_RARE_MODIFIERS,
  ...FILIPINO_REAL_RARE_MORE,
];

/**
 * Words close enough in meaning that one must not be a wrong answer for the other, even when their
 * definitions share no word (alaala and gunita are both memories).
 */
export const FILIPINO_NEAR_SYNONYMS: readonly (readonly string[])[] = [
  ['alaala', 'gunita'],
  ['takipsilim', 'dapithapon'],
  ['lumbay', 'pighati'],
  ['harana', 'kundiman', 'himig'],
  ['pagmamahal', 'lambing'],
  ['katahimikan', 'hinahon'],
  ['tahanan', 'kubo'],
  ['palagi', 'tuwina', 'madalas'],
  ['mahiyain', 'mahinhin', 'malumanay', 'tahimik'],
  ['masungit', 'suplado'],
  ['makulit', 'malikot'],
  ['malambing', 'mapagmahal'],
  ['nakakatakot', 'mabagsik'],
  ['balisa', 'bagot'],
  ['lumisan', 'tumakas', 'kumaripas'],
  ['tumawa', 'ngumiti'],
  ['umidlip', 'matulog'],
  ['ibigay', 'isauli'],
  ['suyuin', 'pagbigyan'],
  ['tulungan', 'alagaan'],
  ['magdamdam', 'magtampo'],
  ['magluto', 'niluto', 'magsaing'],
  ['mangamba', 'mangulila'],
  ['sigwa', 'unos', 'buhawi'],
  ['lumbay', 'pighati', 'hinagpis', 'dalamhati', 'luksa'],
  ['magdalamhati', 'magluksa', 'tumangis', 'humikbi', 'humagulgol'],
  ['lunggati', 'adhika', 'mithiin', 'pangarap'],
  ['lakambini', 'paraluman', 'binibini', 'marilag', 'marikit'],
  ['lakan', 'datu', 'maharlika'],
  ['gahaman', 'ganid', 'maramot', 'magdamot'],
  ['bantog', 'dakila'],
  ['bantulot', 'atubili'],
  ['tigib', 'puspos', 'hitik', 'siksik'],
  ['malubha', 'maselan'],
  ['nakakaasiwa', 'nakakahiya'],
  ['nakakarimarim', 'nakakainis'],
  ['matikas', 'makisig', 'matipuno'],
  ['mayumi', 'mabini', 'mahinhin', 'malumanay', 'timtiman'],
  ['hikahos', 'dukha', 'salat', 'hamak', 'aba'],
  ['lumusob', 'sumugod', 'lupigin', 'sakupin', 'lipulin'],
  ['sumuray', 'humarurot'],
  ['tumihaya', 'humilata', 'dumapa'],
  ['pumiglas', 'kumawala', 'tumakas', 'kumaripas'],
  ['isiwalat', 'ibunyag', 'ipabatid', 'ilahad'],
  ['iwaksi', 'itakwil'],
  ['haplusin', 'himasin', 'yapusin', 'yakapin'],
  ['magkunwari', 'mapagkunwari', 'magbalatkayo'],
  ['sinuway', 'suwail'],
  ['magparaya', 'mapagparaya', 'ipaubaya', 'pagbigyan'],
  ['magtaksil', 'balimbing'],
  ['sumibol', 'usbong', 'talbos'],
  ['tanglaw', 'ilawan', 'sulo'],
  ['hukom', 'hukuman'],
  ['humalakhak', 'humagikgik', 'tumawa', 'nakakatawa'],
  ['kalungin', 'magkandong'],
  ['tumalilis', 'nagkubli', 'naglaho', 'lumisan'],
];
