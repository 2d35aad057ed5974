import type { PlayWord } from '@bluffle/shared-schema';
import type { NewWord } from '../../game-server/src/domain/word';

// A handful of words with their full truth, so a test can play right or wrong on purpose: the server
// serves them without isReal, and truthOf() looks the truth up here by the served word's text.

const ENGLISH: NewWord[] = [
  {
    word: 'serendipity',
    definition: 'The happy chance of finding something good without looking for it.',
    usage: 'Meeting her old teacher on the train was pure serendipity.',
    isReal: true,
    difficulty: 'medium',
    category: 'general',
    language: 'english',
    wordClass: 'noun',
    explanation: 'Coined by Horace Walpole in 1754 after a Persian fairy tale.',
    definitionCorrect: 'The happy chance of finding something good without looking for it.',
    definitionFake1: 'A fear of open water.',
    definitionFake2: 'A musical scale with seven flats.',
    definitionFake3: 'The study of ancient coins.',
  },
  {
    word: 'lugubrious',
    definition: 'Looking or sounding sad and dismal.',
    usage: 'The dog gave a lugubrious howl at the closed door.',
    isReal: true,
    difficulty: 'hard',
    category: 'general',
    language: 'english',
    wordClass: 'adjective',
    explanation: 'From Latin lugubris, mournful.',
    definitionCorrect: 'Looking or sounding sad and dismal.',
    definitionFake1: 'Easily bent without breaking.',
    definitionFake2: 'Covered in a thin layer of oil.',
    definitionFake3: 'Talking too quickly to be understood.',
  },
  {
    word: 'nimble',
    definition: 'Quick and light in movement.',
    usage: 'The nimble goat climbed the cliff.',
    isReal: true,
    difficulty: 'easy',
    category: 'general',
    language: 'english',
    wordClass: 'adjective',
    explanation: 'From Old English numol, quick to seize.',
    definitionCorrect: 'Quick and light in movement.',
    definitionFake1: 'Slightly damp to the touch.',
    definitionFake2: 'Shaped like a half moon.',
    definitionFake3: 'Unwilling to share food.',
  },
  {
    word: 'glimmerous',
    definition: 'Shining faintly in an unsteady way.',
    usage: 'The glimmerous lake lay still under the moon.',
    isReal: false,
    difficulty: 'medium',
    category: 'general',
    language: 'english',
    wordClass: 'adjective',
    explanation: "Made up: 'glimmer' plus the adjective ending '-ous'.",
    wordsReal: 'glimmering',
    wordsFake1: 'shimmerful',
    wordsFake2: 'flickerous',
    wordsFake3: 'glowsome',
  },
  {
    word: 'brontify',
    definition: 'To make something loud and thunderous.',
    usage: 'The drummer brontified the quiet ballad.',
    isReal: false,
    difficulty: 'hard',
    category: 'general',
    language: 'english',
    wordClass: 'verb',
    explanation: "Made up: Greek 'bronte' (thunder) plus '-ify'.",
    wordsReal: 'thunder',
    wordsFake1: 'boomify',
    wordsFake2: 'rumblate',
    wordsFake3: 'clamorize',
  },
  {
    word: 'snorkelade',
    definition: 'A sweet drink served at the seaside.',
    usage: 'We bought two cups of snorkelade on the pier.',
    isReal: false,
    difficulty: 'easy',
    category: 'general',
    language: 'english',
    wordClass: 'noun',
    explanation: "Made up: 'snorkel' blended with 'lemonade'.",
    wordsReal: 'lemonade',
    wordsFake1: 'sipperade',
    wordsFake2: 'splashade',
    wordsFake3: 'fizzlemint',
  },
];

const FILIPINO: NewWord[] = [
  {
    word: 'bahaghari',
    definition: 'Ang makulay na arko sa langit pagkatapos ng ulan.',
    usage: 'May bahaghari sa langit pagkatapos ng bagyo.',
    isReal: true,
    difficulty: 'easy',
    category: 'general',
    language: 'filipino',
    wordClass: 'noun',
    explanation: 'Tagalog word for rainbow.',
    definitionCorrect: 'Ang makulay na arko sa langit pagkatapos ng ulan.',
    definitionFake1: 'Isang uri ng isda sa ilog.',
    definitionFake2: 'Ang tunog ng kampana.',
    definitionFake3: 'Isang lumang sayaw.',
  },
  {
    word: 'dalisay',
    definition: 'Malinis at walang halo.',
    usage: 'Dalisay ang tubig mula sa bukal.',
    isReal: true,
    difficulty: 'medium',
    category: 'general',
    language: 'filipino',
    wordClass: 'adjective',
    explanation: 'Tagalog word for pure.',
    definitionCorrect: 'Malinis at walang halo.',
    definitionFake1: 'Mabilis tumakbo.',
    definitionFake2: 'Maingay sa gabi.',
    definitionFake3: 'Matamis na prutas.',
  },
  {
    word: 'takipsilim',
    definition: 'Ang oras sa pagitan ng paglubog ng araw at gabi.',
    usage: 'Umuwi kami noong takipsilim.',
    isReal: true,
    difficulty: 'hard',
    category: 'general',
    language: 'filipino',
    wordClass: 'noun',
    explanation: 'Tagalog word for dusk.',
    definitionCorrect: 'Ang oras sa pagitan ng paglubog ng araw at gabi.',
    definitionFake1: 'Isang uri ng bigas.',
    definitionFake2: 'Ang bubong ng bahay.',
    definitionFake3: 'Isang laro ng mga bata.',
  },
  {
    word: 'kalimbayog',
    definition: 'Ang tunog ng alon sa dalampasigan.',
    usage: 'Narinig namin ang kalimbayog buong gabi.',
    isReal: false,
    difficulty: 'medium',
    category: 'general',
    language: 'filipino',
    wordClass: 'noun',
    explanation: "Made up: 'kalim' plus 'bayog', sounds Tagalog but is not a word.",
    wordsReal: 'alon',
    wordsFake1: 'dagundaw',
    wordsFake2: 'hampaslik',
    wordsFake3: 'lagaspuk',
  },
  {
    word: 'manilaw',
    definition: 'Ang pagiging antukin sa hapon.',
    usage: 'Manilaw ako pagkatapos kumain.',
    isReal: false,
    difficulty: 'easy',
    category: 'general',
    language: 'filipino',
    wordClass: 'adjective',
    explanation: "Made up: built on the pattern 'ma-' plus a root that does not exist.",
    wordsReal: 'antok',
    wordsFake1: 'hapunig',
    wordsFake2: 'tulogin',
    wordsFake3: 'pikitan',
  },
];

export const ENGLISH_FIXTURE_WORDS: readonly NewWord[] = ENGLISH;
export const FILIPINO_FIXTURE_WORDS: readonly NewWord[] = FILIPINO;
export const FIXTURE_WORDS: readonly NewWord[] = [...ENGLISH, ...FILIPINO];

/** The stored truth of a served word, found by its text and language; throws for a word not in the fixtures. */
export function truthOf(word: Pick<PlayWord, 'word' | 'language'>): NewWord {
  const found = FIXTURE_WORDS.find(
    (fixture) => fixture.word === word.word && fixture.language === word.language,
  );
  if (found === undefined) {
    throw new Error(`${word.word} (${word.language}) is not a fixture word`);
  }
  return found;
}

/** The follow-up's right option for a fixture word: a real word's definition, or the real word beside a fake. */
export function correctFollowupOf(word: NewWord): string {
  const answer = word.isReal ? word.definitionCorrect : word.wordsReal;
  if (answer === undefined) {
    throw new Error(`${word.word} has no follow-up data`);
  }
  return answer;
}
