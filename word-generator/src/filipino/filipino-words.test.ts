import { createSeededRandom, DIFFICULTIES, shuffle } from '@bluffle/shared-schema';
import { frameOf } from '../quality/bank-quality';
import { contentStems, sharesContentWord } from '../common/distractors';
import { affixById } from './filipino-affixes';
import { affixFor, canLend, pairDonorsWithFakes, swapWord } from './filipino-fake-pairing';
import { possibleRoots } from './filipino-lexicon-check';
import { COMMON_TAGALOG_ROOTS } from './data/filipino-known-roots';
import { EVERYDAY_WORDS, isAskable, LITERARY_WORDS, rarityOf } from './filipino-rarity';
import { FILIPINO_REAL_WORDS } from './filipino-real-data';
import { FILIPINO_SECOND_USAGES } from './data/filipino-second-usages';
import { filipinoBankSpellingAuc } from '../quality/filipino-spelling';
import { drawFilipinoReals } from './filipino-topic-balance';
import { FILIPINO_FAKE_MEANINGS, usageWith } from './filipino-fake-meanings';
import {
  FILIPINO_FAKES,
  filipinoEverydayGrafts,
  filipinoGrafts,
  filipinoSeedWords,
  filipinoWrittenFakes,
  rankFilipinoFakes,
} from './filipino-words';

const words = filipinoSeedWords(createSeededRandom(2024));
const real = words.filter((word) => word.isReal);
const fake = words.filter((word) => !word.isReal);
const wholeWord = (word: string) => new RegExp(`\\b${word}\\b`, 'i');

describe('the hand-written real Filipino words', () => {
  it('are distinct, lowercase Tagalog spellings', () => {
    const spellings = FILIPINO_REAL_WORDS.map((entry) => entry.word);
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const word of spellings) expect(word).toMatch(/^[a-z]+$/);
  });

  it('use the word itself in a Tagalog sentence followed by its English translation', () => {
    for (const entry of FILIPINO_REAL_WORDS) {
      expect(entry.usage).toMatch(wholeWord(entry.word));
      expect(entry.usage).toMatch(/^[A-Z].+[.?!] \([A-Z].+[.?!]\)$/);
    }
  });

  it('define the word without naming it, and word the follow-up answer unlike anything shown in phase one', () => {
    const echoes = FILIPINO_REAL_WORDS.filter(
      (entry) =>
        entry.definition.toLowerCase().includes(entry.word) ||
        entry.altDefinition.toLowerCase().includes(entry.word) ||
        sharesContentWord(entry.definition, entry.altDefinition) ||
        sharesContentWord(entry.usage, entry.altDefinition),
    );
    expect(echoes.map((entry) => `${entry.word}: ${entry.altDefinition}`)).toEqual([]);
  });

  it('are at least 500, with nouns, verbs and modifiers, and with the written meanings give 500 fakes', () => {
    expect(FILIPINO_REAL_WORDS.length).toBeGreaterThanOrEqual(500);
    for (const wordClass of ['noun', 'verb', 'adjective'])
      expect(FILIPINO_REAL_WORDS.filter((entry) => entry.wordClass === wordClass).length).toBeGreaterThan(
        100,
      );
    // Most entries have an everyday word (the audit) and lend nothing; the meanings written
    // for fakes make up the rest.
    expect(filipinoWrittenFakes().length + filipinoGrafts().length).toBeGreaterThanOrEqual(500);
  });

  it('give every word that can lend a meaning an affix of its own word class', () => {
    for (const entry of FILIPINO_REAL_WORDS.filter((each) => each.wordClass !== 'adverb')) {
      const affix = affixFor(entry);
      expect(affix && affixById(affix).wordClass).toBe(entry.wordClass);
    }
  });
});

describe('the invented Filipino words', () => {
  it('are none of the real entries and each unique', () => {
    const reals = new Set(FILIPINO_REAL_WORDS.map((entry) => entry.word));
    expect(FILIPINO_FAKES.filter((entry) => reals.has(entry.word))).toEqual([]);
    expect(new Set(FILIPINO_FAKES.map((entry) => entry.word)).size).toBe(FILIPINO_FAKES.length);
  });

  it('are no real entry, common root or affixed form of one (the Debian lists were checked when they were made)', () => {
    const known = new Set([...COMMON_TAGALOG_ROOTS, ...FILIPINO_REAL_WORDS.map((entry) => entry.word)]);
    const clashes = FILIPINO_FAKES.filter(
      (entry) => known.has(entry.root) || [...possibleRoots(entry.word)].some((root) => known.has(root)),
    );
    expect(clashes.map((entry) => entry.word)).toEqual([]);
  });

  it('borrow only meanings without an everyday word, from a word built with the same affix', () => {
    const grafts = filipinoGrafts();
    for (const { donor, fake: invented } of grafts) {
      expect(canLend(donor)).toBe(true);
      // The fake takes the donor's place in its sentence: only the same affix reads as the same form there.
      expect(`${donor.word}: ${invented.affix}`).toBe(`${donor.word}: ${affixFor(donor) ?? ''}`);
    }
    expect(pairDonorsWithFakes(FILIPINO_REAL_WORDS, FILIPINO_FAKES)).toEqual(
      grafts.slice(0, FILIPINO_REAL_WORDS.filter(canLend).length),
    );
  });

  it('have second sentences written for real words, each the word in the same form and a new sentence', () => {
    const entries = new Map(FILIPINO_REAL_WORDS.map((entry) => [entry.word, entry]));
    const usages = new Set(FILIPINO_REAL_WORDS.map((entry) => entry.usage));
    for (const [word, usage] of Object.entries(FILIPINO_SECOND_USAGES)) {
      const entry = entries.get(word);
      // Only an entry that can lend uses its second sentence; the others keep theirs for when they may.
      expect(entry).toBeDefined();
      expect(usage).toMatch(wholeWord(word));
      expect(usage).toMatch(/^[A-Z].+[.?!] \([A-Z].+[.?!]\)$/);
      expect(usages.has(usage)).toBe(false);
      usages.add(usage);
    }
  });

  it('are spelled like the real words: spelling alone tells them apart at AUC at most 0.60, drawn as the bank draws them', () => {
    expect(filipinoBankSpellingAuc(words, { draws: 2, splits: 3 })).toBeLessThanOrEqual(0.6);
  });

  it('swap the word into the sentence, keeping a capital at the start', () => {
    expect(swapWord('Makulit ang bata. (The child is pesky.)', 'makulit', 'mapidlas')).toBe(
      'Mapidlas ang bata. (The child is pesky.)',
    );
    expect(swapWord('Ang tabo at tabong', 'tabo', 'pamuhiw')).toBe('Ang pamuhiw at tabong');
  });
});

describe('the rarity of the real words', () => {
  const entries = new Map(FILIPINO_REAL_WORDS.map((entry) => [entry.word, entry]));
  const entryOf = (word: string) => entries.get(word) ?? { word };
  // The real words a bank of 500 + 500 asks.
  const asked = drawFilipinoReals(shuffle(words, createSeededRandom(5)), 500);

  it('asks only known and literary words, 500 of them, most literary, and still knows the everyday ones', () => {
    expect(asked.filter((word) => !isAskable(entryOf(word.word))).map((word) => word.word)).toEqual([]);
    expect(asked).toHaveLength(500);
    const literary = asked.filter((word) => rarityOf(entryOf(word.word)) === 'literary');
    expect(literary.length / asked.length).toBeGreaterThanOrEqual(0.55);
    expect(asked.some((word) => word.word === 'kilig' || word.word === 'hangal')).toBe(false);
    expect(asked.some((word) => word.word === 'salambaw')).toBe(true);
    expect(real.some((word) => word.word === 'kilig')).toBe(true);
  });

  it('judges each entry once: the lists name only first entries, none twice, none that carries its tier', () => {
    const listed = [...EVERYDAY_WORDS, ...LITERARY_WORDS];
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.filter((word) => !entries.has(word))).toEqual([]);
    expect(listed.filter((word) => entries.get(word)?.rarity !== undefined)).toEqual([]);
  });

  it('makes a known word easy or medium and a literary word hard', () => {
    for (const word of asked) {
      const rarity = rarityOf(entryOf(word.word));
      expect(rarity === 'literary' ? ['hard'] : ['easy', 'medium']).toContain(word.difficulty);
    }
  });
});

describe('filipinoSeedWords', () => {
  it('has at least 500 real and 500 invented words, at every difficulty', () => {
    expect(real.length).toBeGreaterThanOrEqual(500);
    expect(fake.length).toBeGreaterThanOrEqual(500);
    for (const difficulty of DIFFICULTIES) {
      expect(real.filter((word) => word.difficulty === difficulty).length).toBeGreaterThanOrEqual(40);
      expect(fake.filter((word) => word.difficulty === difficulty).length).toBeGreaterThanOrEqual(30);
    }
  });

  it('uses no sentence for more than two words (a real word and one invented word), so no frame is generic', () => {
    const uses = new Map<string, string[]>();
    for (const word of words) uses.set(frameOf(word), [...(uses.get(frameOf(word)) ?? []), word.word]);
    expect([...uses.values()].filter((sharing) => sharing.length > 2)).toEqual([]);
  });

  it('is deterministic for a seed', () => {
    expect(filipinoSeedWords(createSeededRandom(2024))).toEqual(words);
  });

  it('never offers the phase-one definition as the right follow-up answer of a real word', () => {
    for (const word of real) {
      expect(word.definitionCorrect).toBeTruthy();
      expect(word.definitionCorrect).not.toBe(word.definition);
      const wrong = [word.definitionFake1, word.definitionFake2, word.definitionFake3];
      expect(new Set([word.definitionCorrect, ...wrong]).size).toBe(4);
      for (const option of wrong) {
        expect(option).toBeTruthy();
        expect(sharesContentWord(option as string, word.definitionCorrect as string)).toBe(false);
        const ratio = (option as string).length / (word.definitionCorrect as string).length;
        expect(ratio).toBeGreaterThan(0.45);
        expect(ratio).toBeLessThan(2.2);
      }
    }
  });

  it('offers beside each invented word a real word other than its meaning donor, built the same way, and three invented words', () => {
    const reals = new Map(FILIPINO_REAL_WORDS.map((entry) => [entry.word, entry]));
    const donorOf = new Map(
      fake.map((word) => [word.word, /the real word "([a-z]+)"/.exec(word.explanation)?.[1]]),
    );
    const invented = new Map(FILIPINO_FAKES.map((entry) => [entry.word, entry]));
    let sameAffix = 0;
    const realDefinitions = new Set(FILIPINO_REAL_WORDS.map((entry) => entry.definition));
    for (const word of fake) {
      const donor = reals.get(donorOf.get(word.word) ?? '');
      const option = reals.get(word.wordsReal as string);
      if (donor) expect(donor.definition).toBe(word.definition);
      else expect(realDefinitions.has(word.definition)).toBe(false);
      expect(option).toBeDefined();
      expect(option?.word).not.toBe(donor?.word);
      if (option && affixFor(option) === invented.get(word.word)?.affix) sameAffix += 1;
      const others = [word.wordsFake1, word.wordsFake2, word.wordsFake3];
      expect(new Set([word.word, ...others]).size).toBe(4);
      for (const other of others) expect(invented.has(other as string)).toBe(true);
      expect(word.usage).toMatch(wholeWord(word.word));
      if (donor) expect(word.usage).not.toMatch(wholeWord(donor.word));
      expect(word.explanation).toMatch(/^Made up: an invented root "[a-z]+"/);
    }
    expect(sameAffix / fake.length).toBeGreaterThan(0.9);
  });

  it('offers a real word a game may ask, never an everyday one, spread over many', () => {
    // An everyday word among invented ones (masarap, magluto) is picked without reading the others: before, 44
    // of the 500 offers were one of eight such words.
    const reals = new Map(FILIPINO_REAL_WORDS.map((entry) => [entry.word, entry]));
    const offered = fake.map((word) => reals.get(word.wordsReal as string));
    expect(offered.filter((entry) => !entry || !isAskable(entry)).map((entry) => entry?.word)).toEqual([]);
    const timesOffered = new Map<string, number>();
    for (const entry of offered)
      timesOffered.set(entry?.word ?? '', (timesOffered.get(entry?.word ?? '') ?? 0) + 1);
    // A word offered too often becomes one a returning player knows is the real option.
    expect(Math.max(...timesOffered.values())).toBeLessThanOrEqual(10);
  });
});

describe('the meanings written for invented words', () => {
  const written = filipinoWrittenFakes();

  it('each give one invented word of their affix, none taken twice', () => {
    expect(written.map(({ meaning }) => meaning)).toEqual(FILIPINO_FAKE_MEANINGS);
    for (const { meaning, fake: invented } of written) expect(invented.affix).toBe(meaning.affix);
    const taken = [
      ...written.map(({ fake: invented }) => invented.word),
      ...filipinoGrafts().map((graft) => graft.fake.word),
      ...filipinoEverydayGrafts().map((graft) => graft.fake.word),
    ];
    expect(new Set(taken).size).toBe(taken.length);
  });

  it("are distinct and show no real entry's definition or follow-up answer", () => {
    const definitions = FILIPINO_FAKE_MEANINGS.map((meaning) => meaning.definition);
    expect(new Set(definitions).size).toBe(definitions.length);
    const realTexts = new Set(
      FILIPINO_REAL_WORDS.flatMap((entry) => [entry.definition, entry.altDefinition]),
    );
    expect(definitions.filter((definition) => realTexts.has(definition))).toEqual([]);
  });

  it('never say one meaning twice in other words: a player who meets it on two words knows both are fake', () => {
    // "the fleshy web between thumb and forefinger" and "the skin between thumb and finger" were two meanings,
    // as were "a travelling umbrella mender" and "an umbrella mender or repairman".
    const stems = FILIPINO_FAKE_MEANINGS.map((meaning) => contentStems(meaning.definition));
    // Alike: half their content words or more, and at least two (an undertow is not "to feel understood").
    const alike = (left: Set<string>, right: Set<string>) => {
      const shared = [...left].filter((stem) => right.has(stem)).length;
      return shared >= 2 && shared / (left.size + right.size - shared) >= 0.5;
    };
    const twins = stems.flatMap((left, index) =>
      stems
        .slice(index + 1)
        .filter((right) => alike(left, right))
        .map(() => FILIPINO_FAKE_MEANINGS[index]!.definition),
    );
    expect(twins).toEqual([]);
  });

  it('have a Tagalog sentence with the word in it, then its English translation', () => {
    for (const meaning of FILIPINO_FAKE_MEANINGS) {
      expect(meaning.usage).toContain('{word}');
      expect(usageWith(meaning, 'pilantik')).toMatch(/^[A-Z].+[.?!] \([A-Z].+[.?!]\)$/);
      expect(affixById(meaning.affix).wordClass).toBe(meaning.wordClass);
    }
  });

  it('translate the sentence in the words of the gloss: every translation shares a content word with it', () => {
    // A blind reader caught fakes whose translation had drifted from the gloss ("overstaying" beside a chubby
    // baby): 20 of 515 shared no content word with it when this was written.
    const translationOf = (usage: string) => /\(([^()]*)\)$/.exec(usage)?.[1] ?? '';
    const drifting = FILIPINO_FAKE_MEANINGS.filter(
      (meaning) => !sharesContentWord(meaning.definition, translationOf(meaning.usage)),
    );
    expect(drifting.map((meaning) => `${meaning.definition} | ${meaning.usage}`)).toEqual([]);
    expect(contentStems('the frayed end of a rope')).toContain('fraye');
  });

  it('capitalise the word where it opens the sentence', () => {
    const opening = FILIPINO_FAKE_MEANINGS.find((meaning) => meaning.usage.startsWith('{word}'));
    expect(opening && usageWith(opening, 'nagpilantik')).toMatch(/^Nagpilantik /);
  });
});

describe('rankFilipinoFakes', () => {
  const byWord = new Map(fake.map((word) => [word.word, word]));
  const writtenWord = byWord.get(filipinoWrittenFakes()[0]?.fake.word ?? '');
  const [lent, otherLent] = filipinoGrafts().map((graft) => byWord.get(graft.fake.word));
  const everyday = byWord.get(filipinoEverydayGrafts()[0]?.fake.word ?? '');

  it('takes written meanings first, then lent ones no chosen real word shows, and everyday ones last', () => {
    if (!writtenWord || !lent || !otherLent || !everyday) throw new Error('the bank lacks a tier');
    const shownReal = real.find((word) => word.definition === lent.definition);
    expect(shownReal).toBeDefined();
    const ranked = rankFilipinoFakes([everyday, lent, otherLent, writtenWord], shownReal ? [shownReal] : []);
    expect(ranked.map((word) => word.word)).toEqual([
      writtenWord.word,
      otherLent.word,
      lent.word,
      everyday.word,
    ]);
  });
});
