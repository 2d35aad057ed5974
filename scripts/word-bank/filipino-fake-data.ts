import type { Difficulty, WordClass } from '@bluffle/shared-schema';

/**
 * Invented Tagalog words: a made-up root (CVC.CVC, checked by hand against the Tagalog words we know) plus a
 * real Tagalog affix. Generating roots and applying real affixes reads far more Tagalog than generating whole
 * forms (note word-data §5 "Tagalog").
 */
export interface FilipinoFakeEntry {
  word: string;
  root: string;
  /** The real affix, written as Tagalog grammars do: `mag-`, `-um-`, `ka- -an`. */
  affix: string;
  /** What the affix really does, with a real example word. */
  affixMeaning: string;
  wordClass: WordClass;
  category: string;
  difficulty: Difficulty;
  definition: string;
  usage: string;
}

export const FILIPINO_FAKE_WORDS: readonly FilipinoFakeEntry[] = [
  {
    word: 'magligbot',
    root: 'ligbot',
    affix: 'mag-',
    affixMeaning: 'the actor-focus verb prefix, as in "magluto" (to cook)',
    wordClass: 'verb',
    category: 'contact',
    difficulty: 'medium',
    definition: 'to pile things up carelessly in a heap',
    usage: "Huwag kang magligbot ng labada sa ibabaw ng kama. (Don't heap the laundry on top of the bed.)",
  },
  {
    word: 'mapidlas',
    root: 'pidlas',
    affix: 'ma-',
    affixMeaning: 'the adjective prefix, as in "maganda" (beautiful)',
    wordClass: 'adjective',
    category: 'quality',
    difficulty: 'medium',
    definition: 'slippery and hard to keep hold of',
    usage:
      'Mapidlas ang isdang bagong huli kaya nabitawan ko. (The freshly caught fish was so slippery that I dropped it.)',
  },
  {
    word: 'kumumbit',
    root: 'kumbit',
    affix: '-um-',
    affixMeaning: 'the actor-focus infix, as in "kumain" (to eat) from "kain"',
    wordClass: 'verb',
    category: 'contact',
    difficulty: 'hard',
    definition: "to tug lightly at someone's sleeve to get their attention",
    usage: "Kumumbit ang bata sa manggas ng kanyang nanay. (The child tugged at his mother's sleeve.)",
  },
  {
    word: 'pagtalgasan',
    root: 'talgas',
    affix: 'pag- -an',
    affixMeaning: 'the circumfix for a place where something is done, as in "pagawaan" (workshop)',
    wordClass: 'noun',
    category: 'location',
    difficulty: 'hard',
    definition: 'a place where fish are laid out in the sun to dry',
    usage:
      'Amoy dagat ang pagtalgasan sa tabi ng pantalan. (The fish-drying yard beside the pier smells of the sea.)',
  },
  {
    word: 'kadikyaman',
    root: 'dikyam',
    affix: 'ka- -an',
    affixMeaning: 'the circumfix for an abstract state, as in "kasiyahan" (happiness)',
    wordClass: 'noun',
    category: 'feeling',
    difficulty: 'hard',
    definition: 'the lingering sadness felt after a celebration ends and the guests go home',
    usage:
      'Naramdaman namin ang kadikyaman nang umalis na ang mga bisita. (We felt the after-party sadness when the guests had gone.)',
  },
  {
    word: 'silnugin',
    root: 'silnog',
    affix: '-in',
    affixMeaning: 'the object-focus suffix, which also turns a final o into u, as in "inumin" from "inom"',
    wordClass: 'verb',
    category: 'change',
    difficulty: 'hard',
    definition: 'to stir rice while it cooks so that it does not burn',
    usage:
      'Silnugin mo ang sinaing para hindi masunog ang ilalim. (Stir the rice so the bottom does not burn.)',
  },
  {
    word: 'tikyasan',
    root: 'tikyas',
    affix: '-an',
    affixMeaning: 'the locative-focus suffix, as in "tamnan" (to plant in a place)',
    wordClass: 'verb',
    category: 'change',
    difficulty: 'medium',
    definition: 'to trim the edges of a banana leaf before wrapping food in it',
    usage:
      'Tikyasan mo muna ang dahon ng saging bago ibalot ang suman. (Trim the banana leaf first before wrapping the rice cakes.)',
  },
  {
    word: 'wasbulin',
    root: 'wasbul',
    affix: '-in',
    affixMeaning: 'the suffix that marks a tendency, as in "antukin" (easily sleepy)',
    wordClass: 'adjective',
    category: 'quality',
    difficulty: 'medium',
    definition: 'easily startled; jumpy',
    usage: 'Wasbulin ang aso namin kapag kumukulog. (Our dog is jumpy whenever it thunders.)',
  },
  {
    word: 'tagatugnas',
    root: 'tugnas',
    affix: 'taga-',
    affixMeaning: 'the prefix for a person whose job something is, as in "tagaluto" (cook)',
    wordClass: 'noun',
    category: 'person',
    difficulty: 'easy',
    definition: 'a person hired to shoo birds away from ripening rice',
    usage:
      'Maagang gumigising ang tagatugnas para bantayan ang palayan. (The bird-shooer wakes early to guard the rice field.)',
  },
  {
    word: 'nakakamugtak',
    root: 'mugtak',
    affix: 'nakaka-',
    affixMeaning: 'the prefix for "causing a feeling", as in "nakakatakot" (frightening)',
    wordClass: 'adjective',
    category: 'quality',
    difficulty: 'easy',
    definition: 'so tedious that it makes everyone yawn',
    usage:
      'Nakakamugtak ang pulong na tumagal nang tatlong oras. (The three-hour meeting was yawn-inducing.)',
  },
  {
    word: 'paghahalpis',
    root: 'halpis',
    affix: 'pag- + reduplication',
    affixMeaning:
      'the prefix with a repeated first syllable for an ongoing act, as in "paglalaba" (doing laundry)',
    wordClass: 'noun',
    category: 'act',
    difficulty: 'medium',
    definition: 'the act of fanning embers to bring a fire back to life',
    usage:
      "Sa paghahalpis ni Lolo, muling nagliyab ang uling. (With Grandpa's fanning, the charcoal blazed up again.)",
  },
  {
    word: 'sumulbat',
    root: 'sulbat',
    affix: '-um-',
    affixMeaning: 'the actor-focus infix, as in "sumayaw" (to dance) from "sayaw"',
    wordClass: 'verb',
    category: 'communication',
    difficulty: 'hard',
    definition: 'to cut into a conversation abruptly',
    usage: 'Sumulbat siya habang nagsasalita pa ang guro. (He cut in while the teacher was still speaking.)',
  },
  {
    word: 'nigsawan',
    root: 'nigsaw',
    affix: '-an',
    affixMeaning: 'the suffix for a place, as in "sabungan" (cockpit) from "sabong"',
    wordClass: 'noun',
    category: 'location',
    difficulty: 'medium',
    definition: 'a spot where people gather to watch the sunset',
    usage:
      'Dinarayo ng mga turista ang nigsawan sa tuktok ng burol. (Tourists flock to the sunset-watching spot on the hilltop.)',
  },
  {
    word: 'magpagablis',
    root: 'gablis',
    affix: 'magpa-',
    affixMeaning: 'the causative prefix, "to have something done", as in "magpagupit" (to get a haircut)',
    wordClass: 'verb',
    category: 'body',
    difficulty: 'medium',
    definition: "to have one's hair braided by someone else",
    usage:
      'Gusto niyang magpagablis sa kanyang tiya bago ang kasal. (She wants her aunt to braid her hair before the wedding.)',
  },
  {
    word: 'kapilgad',
    root: 'pilgad',
    affix: 'ka-',
    affixMeaning: 'the prefix for a companion or fellow, as in "kaklase" (classmate)',
    wordClass: 'noun',
    category: 'person',
    difficulty: 'easy',
    definition: 'a friend made while waiting in the same long queue',
    usage:
      'Naging kapilgad ko si Jun habang naghihintay kami sa bangko. (Jun became my queue-friend while we waited at the bank.)',
  },
  {
    word: 'masugmad',
    root: 'sugmad',
    affix: 'ma-',
    affixMeaning: 'the adjective prefix, as in "masarap" (delicious)',
    wordClass: 'adjective',
    category: 'quality',
    difficulty: 'hard',
    definition: 'tasting flat because it lacks salt',
    usage:
      'Masugmad ang sabaw kaya dinagdagan niya ng patis. (The soup tasted flat, so she added fish sauce.)',
  },
  {
    word: 'pagbiktol',
    root: 'biktol',
    affix: 'pag-',
    affixMeaning: 'the prefix that makes a noun of an act, as in "pagbasa" (reading)',
    wordClass: 'noun',
    category: 'act',
    difficulty: 'medium',
    definition: 'the polite habit of leaving the last piece of food on a shared plate',
    usage:
      'Dahil sa pagbiktol, walang kumuha sa huling piraso ng lumpia. (Out of politeness, nobody took the last spring roll.)',
  },
  {
    word: 'dinurlap',
    root: 'durlap',
    affix: '-in-',
    affixMeaning: 'the completed-aspect infix, as in "sinulat" (wrote) from "sulat"',
    wordClass: 'verb',
    category: 'contact',
    difficulty: 'easy',
    definition: 'crumpled something into a tight ball',
    usage:
      'Dinurlap niya ang sulat at itinapon sa basurahan. (She crumpled the letter and threw it in the bin.)',
  },
  {
    word: 'hidgaman',
    root: 'hidgam',
    affix: '-an',
    affixMeaning: 'the suffix for a place, as in "palaruan" (playground)',
    wordClass: 'noun',
    category: 'location',
    difficulty: 'hard',
    definition: 'a shady spot under a tree where farmers rest at noon',
    usage:
      'Nagpahinga ang mga magsasaka sa hidgaman pagsapit ng tanghali. (The farmers rested in the shade when noon came.)',
  },
  {
    word: 'malisbog',
    root: 'lisbog',
    affix: 'ma-',
    affixMeaning: 'the adjective prefix, as in "malamig" (cold)',
    wordClass: 'adjective',
    category: 'quality',
    difficulty: 'medium',
    definition: 'cloudy and murky, of water',
    usage: 'Malisbog ang ilog pagkatapos ng bagyo. (The river is murky after the storm.)',
  },
  {
    word: 'kaspiran',
    root: 'kaspid',
    affix: '-an',
    affixMeaning:
      'the place suffix, with d turning into r between vowels, as in "tawiran" (crossing) from "tawid"',
    wordClass: 'noun',
    category: 'location',
    difficulty: 'hard',
    definition: 'a row of stepping stones for crossing a shallow stream',
    usage:
      'Tumawid kami sa kaspiran ng sapa nang hindi nababasa. (We crossed the creek on the stepping stones without getting wet.)',
  },
  {
    word: 'yumagpos',
    root: 'yagpos',
    affix: '-um-',
    affixMeaning: 'the actor-focus infix, as in "lumangoy" (to swim) from "langoy"',
    wordClass: 'verb',
    category: 'motion',
    difficulty: 'easy',
    definition: 'to shake water off oneself, as a wet dog does',
    usage:
      'Yumagpos ang aso pagkaahon nito sa ilog. (The dog shook itself dry after climbing out of the river.)',
  },
  {
    word: 'sumalnit',
    root: 'salnit',
    affix: '-um-',
    affixMeaning: 'the actor-focus infix, as in "sumulat" (to write) from "sulat"',
    wordClass: 'verb',
    category: 'communication',
    difficulty: 'medium',
    definition: 'to hum a tune absent-mindedly while working',
    usage: 'Sumalnit si Nanay habang naghuhugas ng pinggan. (Mom hummed a tune while washing the dishes.)',
  },
  {
    word: 'pugsulin',
    root: 'pugsol',
    affix: '-in',
    affixMeaning: 'the object-focus suffix, turning a final o into u, as in "inumin" from "inom"',
    wordClass: 'verb',
    category: 'contact',
    difficulty: 'hard',
    definition: "to gather fallen leaves into a pile with one's bare hands",
    usage:
      'Pugsulin mo ang mga tuyong dahon sa bakuran. (Gather the dry leaves in the yard into a pile by hand.)',
  },
];
