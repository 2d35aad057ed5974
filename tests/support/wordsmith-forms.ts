import { EMPTY_WORD_FORM, type WordForm } from '@bluffle/shared-schema';

// Create-A-Bluff forms that pass Validate as they are, one per kind and language, for the
// wordsmith tools' tests to start from and spoil one field at a time.

export const REAL_ENGLISH: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'swivet',
  isReal: true,
  definition: 'A state of extreme agitation.',
  usage: 'She was in a swivet all morning.',
  category: 'feeling',
  wordClass: 'noun',
  definitionCorrect: 'A flustered, worked-up condition.',
  definitionFake1: 'A small rotating hook for a fishing line.',
  definitionFake2: 'The lowest step of a staircase.',
  definitionFake3: 'A song sung by sailors at work.',
};

export const FAKE_ENGLISH: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'glimberate',
  isReal: false,
  explanation: 'Made up: an invented stem with the verb ending -ate.',
  definition: 'To make small, rapid twitching movements.',
  usage: 'The leaves glimberated in the wind.',
  category: 'motion',
  wordClass: 'verb',
  wordsReal: 'twitch',
  wordsFake1: 'skorbulate',
  wordsFake2: 'frandicate',
  wordsFake3: 'plemorate',
};

export const REAL_FILIPINO: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'kilig',
  language: 'filipino',
  isReal: true,
  definition: 'The giddy rush of a crush returning your smile.',
  usage: 'Kinikilig siya nang ngumiti ang crush niya. (She felt giddy when her crush smiled.)',
  category: 'feeling',
  wordClass: 'noun',
  definitionCorrect: 'Butterflies in the stomach over someone you like.',
  definitionFake1: 'A clay pot for cooking rice over a fire.',
  definitionFake2: 'The hour just before the sun comes up.',
  definitionFake3: 'A woven mat for sleeping on the floor.',
};

export const FAKE_FILIPINO: WordForm = {
  ...EMPTY_WORD_FORM,
  word: 'magblorf',
  language: 'filipino',
  isReal: false,
  explanation: 'Made up: an invented root "blorf" with the real verb prefix mag-.',
  definition: 'To stay up late into the night.',
  usage: 'Huwag kang magblorf dahil may pasok ka bukas. (Don’t stay up late: you have school tomorrow.)',
  category: 'body',
  wordClass: 'verb',
  wordsReal: 'magpuyat',
  wordsFake1: 'magkuksab',
  wordsFake2: 'maggunsok',
  wordsFake3: 'maghihok',
};
