import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  createSeededRandom,
  DIFFICULTIES,
  LANGUAGES,
  shuffle,
  WORD_CLASSES,
  WORD_FIELDS,
  CHALLENGE_WORDS,
  DAILY_WORDS,
} from '@bluffle/shared-schema';
import {
  explainRealWord,
  findWordForm,
  formAgreesWithClass,
  frequencyRanks,
  isJudgedMisfit,
  loadWordGenerator,
  loadWordLists,
  rarityOf,
  readWordNet,
  SENTENCE_KINDS,
  shareOfLexFile,
  wordCount,
  wordKey,
  type SeedWord,
  type WordBankFile,
} from '@bluffle/word-generator';
import {
  answerableByMatching,
  borrowedBeyond,
  classShareGap,
  fakesShowingRealDefinition,
  fakesWithEverydayMeaning,
  clashingPart,
  fittingPart,
  followupAnsweredByDonor,
  familiarityBands,
  familiarityTell,
  frameOf,
  genericFrameWords,
  hasFamiliarMeaning,
  hasWrittenMeaning,
  isWordNetGloss,
  indexSynsetsByGloss,
  judgedNameOf,
  leaningFrameWords,
  measureFilipinoQuality,
  lengthAuc,
  misfitOfUsage,
  SHOWN_TEXTS,
  spellingAuc,
  textAuc,
  usesCategorySentence,
  usesDonorExample,
} from '@bluffle/word-generator/quality';

const BANK_PATH = path.resolve(__dirname, '../../game-server/seed/word-bank.json');
const bank = JSON.parse(readFileSync(BANK_PATH, 'utf8')) as WordBankFile;
/**
 * The share of English fakes showing a meaning written for the game (written-meanings.ts): every one (5,100 of
 * 5,100; a meaning may be shown by two fakes, as a real word shares its definition with a synonym). They take the
 * sentences written for their kind or for themselves, or a template; the kind and template passes never fall back
 * on a real meaning, so where a kind's sentences run out the fakes take fewer of them than the real words, and only
 * a batch that would otherwise come up short shows a real meaning no common word names.
 */
const WRITTEN_SHARE = 1;
const FIELDS = new Set<string>([...WORD_FIELDS, 'source', 'provenance']);
/** The build's own terms belong in the provenance (the admin's word card), never in front of a player. */
const INTERNALS = /markov|scowl|subtlex|wordnet|synset|classifier|template/i;

function pick(language: string, isReal: boolean): SeedWord[] {
  return bank.words.filter((word) => word.language === language && word.isReal === isReal);
}

/** A rule every word of a set must keep: what it says, and whether `word` keeps it. */
type Rule = readonly [what: string, holds: (word: SeedWord) => boolean];

/**
 * Each word that breaks a rule, with the rule: one expectation per test over the whole bank (one `expect`
 * per word and rule was 200,000 calls, most of this file's time), and a failure names every offender.
 */
function breaches(words: readonly SeedWord[], rules: readonly Rule[]): string[] {
  const found: string[] = [];
  for (const word of words) {
    for (const [what, holds] of rules)
      if (!holds(word)) found.push(`${word.language} '${word.word}': ${what}`);
  }
  return found;
}

const hasText = (text: string | undefined) => (text?.trim() ?? '') !== '';

describe('game-server/seed/word-bank.json', () => {
  it('serves none of the offline words, whose truth ships in the public JS bundle', () => {
    const served = new Set(bank.words.map((word) => word.word.toLowerCase()));
    const leaked = [...DAILY_WORDS, ...CHALLENGE_WORDS].filter((word) => served.has(word.word.toLowerCase()));
    expect(leaked.map((word) => word.word)).toEqual([]);
  });

  // Loading every word list takes a few seconds; once for the whole file.
  const generator = loadWordGenerator();

  it('has the header with the data credits', () => {
    expect(bank.version).toBe(1);
    expect(bank.generatedBy).toBe('scripts/word-bank/build-word-bank.ts');
    expect(bank.credits.some((credit) => credit.includes('WordNet'))).toBe(true);
  });

  it('holds at least 5,000 real and 5,000 fake English words and 150 + 150 Filipino ones, at every difficulty', () => {
    expect(pick('english', true).length).toBeGreaterThanOrEqual(5000);
    expect(pick('english', false).length).toBeGreaterThanOrEqual(5000);
    expect(pick('filipino', true).length).toBeGreaterThanOrEqual(150);
    expect(pick('filipino', false).length).toBeGreaterThanOrEqual(150);
    for (const difficulty of DIFFICULTIES) {
      for (const isReal of [true, false])
        expect(
          pick('filipino', isReal).filter((word) => word.difficulty === difficulty).length,
        ).toBeGreaterThanOrEqual(40);
      expect(
        pick('english', true).filter((word) => word.difficulty === difficulty).length,
      ).toBeGreaterThanOrEqual(800);
      expect(
        pick('english', false).filter((word) => word.difficulty === difficulty).length,
      ).toBeGreaterThanOrEqual(800);
    }
  });

  it('gives every entry exactly the Word fields, each valid', () => {
    const rules: Rule[] = [
      ['only Word fields', (word) => Object.keys(word).every((field) => FIELDS.has(field))],
      ['source seed', (word) => word.source === 'seed'],
      ['lower case', (word) => word.word === word.word.toLowerCase()],
      ['letters only', (word) => /^[a-zñ-]+$/.test(word.word)],
      ['a language', (word) => (LANGUAGES as readonly string[]).includes(word.language)],
      ['a difficulty', (word) => (DIFFICULTIES as readonly string[]).includes(word.difficulty)],
      ['a word class', (word) => (WORD_CLASSES as readonly string[]).includes(word.wordClass)],
      ['isReal a boolean', (word) => typeof word.isReal === 'boolean'],
      [
        'definition, usage, category and explanation given',
        (word) => [word.definition, word.usage, word.category, word.explanation].every(hasText),
      ],
      ['a usage of 4+ words', (word) => wordCount(word.usage) >= 4],
    ];
    expect(breaches(bank.words, rules)).toEqual([]);
  });

  it('has no two entries with the same store key (word, language, word class)', () => {
    const keys = bank.words.map(wordKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses each real word (or its inflection) in its own usage and keeps its gloss clean', () => {
    const english: Rule[] = [
      ['used in its usage', (word) => findWordForm(word.usage, word.word) !== undefined],
      [
        'a definition of 15-120 characters',
        (word) => word.definition.length >= 15 && word.definition.length <= 120,
      ],
      ['not named in its definition', (word) => !word.definition.toLowerCase().includes(word.word)],
    ];
    const filipino: Rule[] = [['used in its usage', (word) => word.usage.toLowerCase().includes(word.word)]];
    expect([
      ...breaches(pick('english', true), english),
      ...breaches(pick('filipino', true), filipino),
    ]).toEqual([]);
  });

  it('uses each fake word in its usage, as a sentence, and explains to players how it was made', () => {
    const englishFakes: Rule[] = [
      ['used in its usage', (word) => findWordForm(word.usage, word.word) !== undefined],
      ['a usage that is a sentence', (word) => /^[A-Z'"].*[.!?]$/.test(word.usage)],
      ['explained as made up', (word) => /^Made up: /.test(word.explanation)],
      [
        "explained with the meaning's owner, or as a meaning written for the game",
        (word) =>
          /the meaning (belongs to|of) '[a-z]+'\.$/.test(word.explanation) ||
          /\. The meaning was written for the game: no word we know means it\.$/.test(word.explanation),
      ],
    ];
    const filipinoFakes: Rule[] = [
      ['used in its usage', (word) => word.usage.toLowerCase().includes(word.word)],
    ];
    // Quoted words are the words themselves (a donor may be the WordNet term 'synset').
    const everyWord: Rule[] = [
      [
        'no build terms in its explanation',
        (word) => !INTERNALS.test(word.explanation.replace(/'[^']*'/g, '')),
      ],
    ];
    const englishReals: Rule[] = [['explained as real', (word) => /^Real: /.test(word.explanation)]];
    expect([
      ...breaches(pick('english', false), englishFakes),
      ...breaches(pick('filipino', false), filipinoFakes),
      ...breaches(bank.words, everyWord),
      ...breaches(pick('english', true), englishReals),
    ]).toEqual([]);
  });

  it('never shows a borrowed word beside the fake that borrowed it ("a festive (or submeral) occasion")', () => {
    const rules: Rule[] = [
      [
        'no borrowed word in its usage',
        (word) => findWordForm(word.usage, word.wordsReal as string) === undefined,
      ],
      [
        "not glossed as another word's alternative",
        (word) => !new RegExp(`\\(\\s*(or\\s+)?${word.word}|\\bor ${word.word}\\b`, 'i').test(word.usage),
      ],
    ];
    expect(breaches(pick('english', false), rules)).toEqual([]);
  });

  it('records how each English word was made, for the admin', () => {
    const real: Rule[] = [
      ['a WordNet provenance', (word) => /^Real: WordNet 3\.1 synset /.test(word.provenance ?? '')],
    ];
    const fake: Rule[] = [['a stem provenance', (word) => /^Fake: stem '/.test(word.provenance ?? '')]];
    expect([...breaches(pick('english', true), real), ...breaches(pick('english', false), fake)]).toEqual([]);
  });

  it('keeps every English fake, and every invented follow-up option, out of every word list', () => {
    const rules: Rule[] = [
      [
        'invented word and options in no word list',
        (word) =>
          [word.word, word.wordsFake1, word.wordsFake2, word.wordsFake3].every(
            (invented) => !generator.isKnownRealWord(invented as string, 'english'),
          ),
      ],
      ['passes the fake-word filters', (word) => generator.rejectAsFakeEnglish(word.word) === undefined],
      [
        'a real word as the real option',
        (word) => generator.isKnownRealWord(word.wordsReal as string, 'english'),
      ],
    ];
    expect(breaches(pick('english', false), rules)).toEqual([]);
  });

  it('gives every English real word a right option worded unlike its phase-one definition', () => {
    for (const word of pick('english', true)) {
      expect(word.definitionCorrect?.trim()).toBeTruthy();
      expect(word.definitionCorrect).not.toBe(word.definition);
    }
  });

  it('gives real words a right definition and three distinct wrong ones', () => {
    const wrongOf = (word: SeedWord) => [word.definitionFake1, word.definitionFake2, word.definitionFake3];
    const rules: Rule[] = [
      ['a right definition', (word) => hasText(word.definitionCorrect)],
      ['three wrong definitions', (word) => wrongOf(word).every(hasText)],
      ['three distinct wrong ones', (word) => new Set(wrongOf(word)).size === 3],
      ['no wrong one is the definition shown', (word) => !wrongOf(word).includes(word.definition)],
      ['no wrong one is the right one', (word) => !wrongOf(word).includes(word.definitionCorrect)],
      ['no word options', (word) => word.wordsReal === undefined],
    ];
    expect(
      breaches(
        bank.words.filter((entry) => entry.isReal),
        rules,
      ),
    ).toEqual([]);
  });

  it('gives fake words one real word and three distinct other invented words', () => {
    const optionsOf = (word: SeedWord) => [word.wordsReal, word.wordsFake1, word.wordsFake2, word.wordsFake3];
    const rules: Rule[] = [
      ['four options', (word) => optionsOf(word).every(hasText)],
      ['options distinct, and none the word', (word) => new Set([word.word, ...optionsOf(word)]).size === 5],
      // A real Filipino entry, in the bank or not (the follow-up's real word is never the meaning's donor).
      [
        'a real Filipino word as the real option',
        (word) =>
          word.language !== 'filipino' || generator.isKnownRealWord(word.wordsReal as string, 'filipino'),
      ],
      ['no definition options', (word) => word.definitionCorrect === undefined],
    ];
    expect(
      breaches(
        bank.words.filter((entry) => !entry.isReal),
        rules,
      ),
    ).toEqual([]);
  });

  it('gives each Filipino real word a right answer worded unlike its phase-one definition', () => {
    for (const word of pick('filipino', true)) {
      expect(word.definitionCorrect?.trim()).toBeTruthy();
      expect(word.definitionCorrect).not.toBe(word.definition);
      const options = [
        word.definitionCorrect,
        word.definitionFake1,
        word.definitionFake2,
        word.definitionFake3,
      ];
      expect(new Set(options).size).toBe(4);
    }
  });

  it("shows no Filipino fake with an everyday meaning or a real bank word's definition", () => {
    // Before the written meanings (filipino-fake-meanings*.ts), 363 of 500 fakes showed the definition of a real
    // bank word (agapak 'a village watchman' = tanod). The draw takes written meanings first and lent ones no
    // chosen real word shows next (rankFilipinoFakes): 0 of 500 of either when this was set.
    const reals = pick('filipino', true);
    const fakes = pick('filipino', false);
    expect(fakesWithEverydayMeaning(fakes).examples).toEqual([]);
    expect(fakesShowingRealDefinition(reals, fakes).examples).toEqual([]);
  });

  it("gives Filipino fakes translations that repeat the definition's wording no more often than real words", () => {
    // Written translations repeated the gloss whole ("He got a blood blister under a fingernail from
    // hammering"): 108 of 500 fakes to 6 of 500 real words, and a blind reader called fakes on it. Rewritten
    // as a translator names the thing ("a blister under his nail"), 0 of 500 when this was set.
    const { echoingReal, echoingFake } = measureFilipinoQuality(bank.words);
    expect(Math.abs(echoingReal.share - echoingFake.share)).toBeLessThanOrEqual(0.03);
  });

  it('gives each Filipino invented word three invented options, none of them a real word, and a friendly line', () => {
    const realWords = new Set(pick('filipino', true).map((word) => word.word));
    for (const word of pick('filipino', false)) {
      for (const other of [word.wordsFake1, word.wordsFake2, word.wordsFake3])
        expect(realWords.has(other as string)).toBe(false);
      expect(word.explanation).toMatch(/^Made up: /);
    }
  });
});

// What made words easy to call, held over the whole built bank (npm run words:quality prints the
// same measures with samples).
describe('game-server/seed/word-bank.json: words that fool people', () => {
  const lists = loadWordLists();
  const wordNet = readWordNet();
  const lexicon = { wordNet, ranks: frequencyRanks(lists), synsetsByGloss: indexSynsetsByGloss(wordNet) };

  it('never answers a fake follow-up with the word whose meaning was just shown (item 3)', () => {
    const answeredByDonor = pick('english', false).filter((word) => followupAnsweredByDonor(word, lexicon));
    expect(answeredByDonor.map((word) => `${word.word} -> ${word.wordsReal}`)).toEqual([]);
  });

  it('never lets a real follow-up be answered by matching the screen (item 3)', () => {
    for (const language of ['english', 'filipino']) {
      const reals = pick(language, true);
      const matched = reals.filter(answerableByMatching);
      expect(matched.length / reals.length).toBeLessThanOrEqual(0.05);
    }
    expect(
      pick('english', true)
        .filter(answerableByMatching)
        .map((word) => word.word),
    ).toEqual([]);
  });

  it('never shows a question word as an invented follow-up option (it would be known as fake later)', () => {
    const questions = new Set(bank.words.map((word) => `${word.language}|${word.word}`));
    const shownAsInvented = bank.words
      .filter((word) => word.language === 'english' && !word.isReal)
      .flatMap((word) => [word.wordsFake1, word.wordsFake2, word.wordsFake3])
      .filter((option) => questions.has(`english|${option}`));
    expect(shownAsInvented).toEqual([]);
  });

  it("lends fakes only meanings no common word names, and never the donor's own example (items 1, 2)", () => {
    const fakes = pick('english', false);
    expect(
      fakes.filter((word) => hasFamiliarMeaning(word, lexicon)).length / fakes.length,
    ).toBeLessThanOrEqual(0.03);
    expect(fakes.filter((word) => usesDonorExample(word, lexicon)).map((word) => word.usage)).toEqual([]);
  });

  it('gives fakes meanings written for the game that no WordNet gloss says, and no fewer than measured', () => {
    const fakes = pick('english', false);
    const written = fakes.filter(hasWrittenMeaning);
    // A borrowed meaning is a meaning some word names, and a reader who knows the word calls the fake at once:
    // every fake should show a written one. WRITTEN_SHARE is what the meanings written so far reach.
    expect(written.length / fakes.length).toBeGreaterThanOrEqual(WRITTEN_SHARE);
    expect(
      written.filter((word) => isWordNetGloss(word.definition, lexicon)).map((word) => word.definition),
    ).toEqual([]);
    // Nor one blind readers named a word or term for ("that is a lazaretto").
    expect(
      written.filter((word) => judgedNameOf(word.definition) !== undefined).map((word) => word.definition),
    ).toEqual([]);
  });

  it('shows real words and fakes whose meaning has another familiar word alike: knowing one tells nothing (item 1)', () => {
    const bands = familiarityBands(pick('english', true).concat(pick('english', false)), lexicon);
    // Fakes never show a meaning a common word names, so neither may real words (pardner: an associate, with
    // partner at rank 900): 39.7% of them did, and a player going by it called 76.1% right.
    expect(bands.familiar?.real ?? 0).toBeLessThanOrEqual(0.03);
    expect(familiarityTell(bands)).toBeLessThanOrEqual(0.55);
  });

  it('gives real and fake words generic sentence frames at the same rate (item 2)', () => {
    const english = bank.words.filter((word) => word.language === 'english');
    const generic = genericFrameWords(english);
    const share = (isReal: boolean) =>
      english.filter((word) => word.isReal === isReal && generic.has(word)).length /
      english.filter((word) => word.isReal === isReal).length;
    // The target: 20% each, the same share for both so the frame never tells.
    expect(share(true)).toBeLessThanOrEqual(0.2);
    expect(share(false)).toBeLessThanOrEqual(0.2);
    expect(Math.abs(share(true) - share(false))).toBeLessThanOrEqual(0.01);
  });

  it('shares no usage frame mostly with one side: a player never learns a frame as a tell (items 2, 7)', () => {
    // bank-quality.ts: a frame of 3+ words, 75%+ of them real or fake. 1,343 of 10,200 English words when
    // fakes filled the adjective templates and real nouns the noun ones; 37 when real words took the
    // templates the fakes needed (template-balance.ts). A ratchet a little above that.
    const english = bank.words.filter((word) => word.language === 'english');
    expect(leaningFrameWords(english).length / english.length).toBeLessThanOrEqual(0.01);
  });

  it('shows no sentence editors judged wrong for its meaning (judged-usage-misfits.ts)', () => {
    const english = bank.words.filter((word) => word.language === 'english');
    expect(
      english.filter((word) => isJudgedMisfit(word.definition, frameOf(word))).map((word) => word.word),
    ).toEqual([]);
  });

  it('gives English usages no tell a word learner finds beyond how often each side uses a frame (items 2, 7)', () => {
    // Seeded splits, as `npm run words:quality` measures it: 0.599 before the templates were balanced. Below 0.5
    // because each template and kind sentence serves about as many real words as fakes: the held-out half of a
    // frame leans the other way. So the learner is held to what the frames' counts alone give it: the same
    // bank with the sides shuffled within each frame reads the same (0.399 both), and a word of a usage that
    // told a fake from a real word would lift the learner above that. Far above 0.5 would be a tell outright.
    const english = bank.words.filter((word) => word.language === 'english');
    const auc = textAuc(english, SHOWN_TEXTS.usage);
    const byFrame = new Map<string, SeedWord[]>();
    for (const word of english) byFrame.set(frameOf(word), [...(byFrame.get(frameOf(word)) ?? []), word]);
    const random = createSeededRandom(1);
    const shuffledWithinFrames = [...byFrame.values()].flatMap((words) => {
      const sides = shuffle(
        words.map((word) => word.isReal),
        random,
      );
      return words.map((word, at) => ({ ...word, isReal: sides[at] ?? word.isReal }));
    });
    expect(auc).toBeLessThanOrEqual(0.55);
    expect(auc).toBeLessThanOrEqual(textAuc(shuffledWithinFrames, SHOWN_TEXTS.usage) + 0.02);
  });

  it('lets a word learner tell English fakes by their definitions no better than measured', () => {
    // The target is 0.40-0.60, which the borrowed glosses met (0.529). Meanings written freely for fakes told by
    // their words: WordNet hedges ("or", "usually", "especially", "something") where the written ones told a scene,
    // and by their topics (bone, village, salt, wool, river against parts, form, body, liquid, colorless): 0.941,
    // then 0.925 with 1,500 of them reworded to hedge. Meanings written beside the real words' own (a sibling of
    // each: the same genus and field, another specific; written-meaning.ts, siblingOf), reworded where the real
    // gloss offers an alternative, hedges or adds a note, brought it to 0.66-0.69 with 80-91% of fakes showing one
    // (builds that changed only sentences or the kind share, so only the draw); what tells now is mostly the fakes
    // still showing a freely written meaning.
    const english = bank.words.filter((word) => word.language === 'english');
    expect(textAuc(english, SHOWN_TEXTS.definition)).toBeLessThanOrEqual(0.7);
  });

  it('gives no length tell: 0.40-0.60 in both languages', () => {
    const aucs = (language: string) => {
      const words = bank.words.filter((word) => word.language === language);
      return [lengthAuc(words, SHOWN_TEXTS.usage), lengthAuc(words, SHOWN_TEXTS.definition)];
    };
    for (const auc of aucs('english')) expect(Math.abs(auc - 0.5)).toBeLessThanOrEqual(0.1);
    // The Filipino fakes' glosses once ran longer (0.312 usage, 0.302 definition: a meaning no everyday word
    // names rarely fit in three words); written as plain things, acts and qualities, 0.421 and 0.491.
    for (const auc of aucs('filipino')) expect(Math.abs(auc - 0.5)).toBeLessThanOrEqual(0.1);
  });

  it("keeps the Filipino fakes' voice about as hard to learn as the 0.60 target", () => {
    // When the fakes borrowed real entries' meanings (363 of 500 one a speaker names at once: tanod, pamana)
    // the learner read 0.34-0.36, below chance only because the two sides shared their texts. Meanings written
    // for the fakes first read 0.90 (usage) and 0.86 (definition): scenes and family anecdotes beside the
    // reals' dictionary glosses; rewritten in the reals' voice, 0.695 and 0.761; drawn by topic
    // (filipino-topic-balance.ts) and reworded where the learner's strongest features sat, 0.586 and 0.665
    // (both 0.660). Once the asked real words became literary and specialist (filipino-rarity.ts: a speaker
    // no longer calls them on sight) beside fakes with ordinary meanings, the learner read about 0.67 and 0.66-0.69
    // (both 0.71-0.73): the real glosses are terse synonyms ("a fathom; the span of both arms"), the fakes'
    // composed phrases ("to drum one's fingers on a table"). With the fakes' meanings written as the plain
    // things, acts and qualities deep, regional and trade words name ("to caulk (a boat)", "an abaca blanket"),
    // 0.586 and 0.579 (both 0.598). The 218 meanings speakers named a Tagalog word for, replaced by meanings
    // written in the reals' voice: 0.58 and 0.66; the glosses then revised where the learner leaned (the reals'
    // "X or Y" pairs, fewer "for", "in the", "unable to") and the long sentences cut: 0.608 and 0.562 (both
    // 0.610); the sentences then recast where it leaned (the fakes named si Lolo, ni Nanay and the child, the
    // reals say siya and ang kanyang): 0.489 and 0.562 (both 0.517). Held at the 0.60 target.
    const filipino = bank.words.filter((word) => word.language === 'filipino');
    const usageAuc = textAuc(filipino, SHOWN_TEXTS.usage);
    expect(usageAuc).toBeLessThanOrEqual(0.6);
    // Far below chance would be a tell too: the two sides sharing their sentences.
    expect(usageAuc).toBeGreaterThanOrEqual(0.4);
    expect(textAuc(filipino, SHOWN_TEXTS.definition)).toBeLessThanOrEqual(0.6);
    expect(textAuc(filipino, SHOWN_TEXTS.usageAndDefinition)).toBeLessThanOrEqual(0.6);
  });

  it('gives real words usage sentences that fit them (<= 10%), and fakes no more misfits than measured (item 2)', () => {
    const misfitShare = (isReal: boolean) => {
      const words = pick('english', isReal);
      return words.filter((word) => misfitOfUsage(word, lexicon) !== undefined).length / words.length;
    };
    // usage-fit.ts. The target is 10% each and within 3 points of each other. A fake whose donor lends
    // no fitting sentence (four in five of the 12,973 donors) takes one written for its meaning's kind
    // (category-sentences.ts); the bank had none left over when this bound was set (0.0%, from 45.7%). A
    // broader meaning's sentence now fits only when it speaks of what the gloss adds (lending-fit.ts): 22.8% of
    // fakes read that way misfit; more kinds' sentences brought it to 2.6%, real words 0.0%.
    expect(misfitShare(true)).toBeLessThanOrEqual(0.1);
    expect(misfitShare(false)).toBeLessThanOrEqual(0.03);
    expect(misfitShare(false) - misfitShare(true)).toBeLessThanOrEqual(0.03);
  });

  it("gives real and fake words sentences written for their meaning's kind at the same rate (item 2)", () => {
    const share = (isReal: boolean) => {
      const words = pick('english', isReal);
      return words.filter(usesCategorySentence).length / words.length;
    };
    expect(Math.abs(share(true) - share(false))).toBeLessThanOrEqual(0.03);
  });

  it("writes each kind's sentences for a WordNet meaning narrower than half its lexicographer file", () => {
    const wrong = SENTENCE_KINDS.filter((kind) => {
      const synset = wordNet.synsets.get(kind.synset);
      if (!synset?.lemmas.includes(kind.name)) return true;
      const hasSentences =
        synset.wordClass === 'verb' ? (kind.withObject ?? kind.withoutObject) : kind.sentences;
      return hasSentences === undefined || shareOfLexFile(kind.synset, wordNet) > 0.5;
    });
    expect(wrong.map((kind) => kind.name)).toEqual([]);
  });

  it('gives fakes the word classes of the real words, in about the same shares (the class is shown in play)', () => {
    // Fakes of a class run short of sentences before the share is met (adjectives): within 4 points.
    expect(classShareGap(pick('english', true), pick('english', false))).toBeLessThanOrEqual(0.04);
  });

  it('gives English fakes no spelling tell: a character n-gram learner trained on half tells them at AUC <= 0.58', () => {
    // Seeded splits, as `npm run words:quality` measures it; lengths, endings and openings are the tells it found.
    expect(spellingAuc(bank.words.filter((word) => word.language === 'english'))).toBeLessThanOrEqual(0.58);
  });

  it('spells fakes with parts that carry their meaning about as often as real words are (nephology, hydrocolloid)', () => {
    // A reader of roots trusts a word whose parts say its meaning: with 13.4% of real words and 2.0% of fakes
    // so spelled, trusting them called real words right. Within 5 points, as `npm run words:quality` prints it.
    const shareFitting = (words: readonly SeedWord[]) =>
      words.filter((word) => fittingPart(word.word, word.definition) !== undefined).length / words.length;
    expect(
      Math.abs(shareFitting(pick('english', true)) - shareFitting(pick('english', false))),
    ).toBeLessThanOrEqual(0.05);
  });

  it('spells fakes with a root or ending their meaning does not carry no more often than real words', () => {
    // Readers called fakes on "necr- does not fit relapse", "-phile cannot mean a winch" once most fakes were
    // spellings readers believed alone (judged-spellings.ts): 8.7% of fakes against 5.8% of real words did.
    const shareClashing = (words: readonly SeedWord[]) =>
      words.filter((word) => clashingPart(word.word, word.definition) !== undefined).length / words.length;
    expect(shareClashing(pick('english', false))).toBeLessThanOrEqual(
      shareClashing(pick('english', true)) + 0.01,
    );
  });

  it('borrows sentences only from meanings that lend them, a real word none from a distant sibling (item 2)', () => {
    const lent: Rule[] = [
      [
        'a borrowed sentence no lending meaning gives as written (a grandparent, a compound)',
        (word) => !borrowedBeyond(word, 'distant', lexicon),
      ],
    ];
    const lentNear: Rule[] = [
      [
        'a borrowed sentence from a distant sibling (it mostly reads as nonsense)',
        (word) => !borrowedBeyond(word, 'fair', lexicon),
      ],
    ];
    expect([...breaches(pick('english', false), lent), ...breaches(pick('english', true), lentNear)]).toEqual(
      [],
    );
  });

  it('tags each real word with its true rarity and class, and uses every word as its class (item 5)', () => {
    const tagged: Rule[] = [
      [
        'explained with its rarity and class',
        (word) =>
          word.explanation ===
          explainRealWord(
            word.wordClass,
            rarityOf(word.word, lexicon.ranks, lists.subtlexCount.get(word.word) ?? 0),
          ),
      ],
    ];
    const usedAsClass: Rule[] = [
      [
        'used as its class',
        (word) => {
          const form = findWordForm(word.usage, word.word);
          return form !== undefined && formAgreesWithClass(word.word, form.text, word.wordClass);
        },
      ],
    ];
    const english = bank.words.filter((entry) => entry.language === 'english');
    expect([...breaches(pick('english', true), tagged), ...breaches(english, usedAsClass)]).toEqual([]);
  });
});
