import type { WrittenMeaning } from './written-meaning';
import { SIBLING_MEANINGS_1 } from './data/english-sibling-meanings-1';
import { SIBLING_MEANINGS_2 } from './data/english-sibling-meanings-2';
import { SIBLING_MEANINGS_3 } from './data/english-sibling-meanings-3';
import { SIBLING_MEANINGS_4 } from './data/english-sibling-meanings-4';
import { SIBLING_MEANINGS_5 } from './data/english-sibling-meanings-5';
import { SIBLING_MEANINGS_6 } from './data/english-sibling-meanings-6';
import { SIBLING_MEANINGS_7 } from './data/english-sibling-meanings-7';
import { SIBLING_MEANINGS_8 } from './data/english-sibling-meanings-8';
import { SIBLING_MEANINGS_9 } from './data/english-sibling-meanings-9';
import { SIBLING_MEANINGS_10 } from './data/english-sibling-meanings-10';
import { SIBLING_MEANINGS_11 } from './data/english-sibling-meanings-11';
import { SIBLING_MEANINGS_12 } from './data/english-sibling-meanings-12';
import { SIBLING_MEANINGS_13 } from './data/english-sibling-meanings-13';
import { SIBLING_MEANINGS_14 } from './data/english-sibling-meanings-14';
import { SIBLING_MEANINGS_15 } from './data/english-sibling-meanings-15';

// The meanings written for fakes beside real ones (written-meaning.ts, siblingOf), in one list: the generator
// takes them before the meanings written freely, whose village and farm subjects told the fakes by topic.
export const SIBLING_MEANINGS: readonly WrittenMeaning[] = [
  ...SIBLING_MEANINGS_1,
  ...SIBLING_MEANINGS_2,
  ...SIBLING_MEANINGS_3,
  ...SIBLING_MEANINGS_4,
  ...SIBLING_MEANINGS_5,
  ...SIBLING_MEANINGS_6,
  ...SIBLING_MEANINGS_7,
  ...SIBLING_MEANINGS_8,
  ...SIBLING_MEANINGS_9,
  ...SIBLING_MEANINGS_10,
  ...SIBLING_MEANINGS_11,
  ...SIBLING_MEANINGS_12,
  ...SIBLING_MEANINGS_13,
  ...SIBLING_MEANINGS_14,
  ...SIBLING_MEANINGS_15,
];
