import { CUSTOM_SESSION_SHARE_TEXTS, type Language } from '@bluffle/shared-schema';
import type { MessagesOf } from './messages-of';
import { wordFactsFilipino } from './word-facts';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The Wordsmith page's session tabs: building a five-word session (docs/product.md §2, §4 Word selection) and My Bluffles. */
export const wordsmithSessionsEnglish = {
  // Building a session.
  selectedTitle: 'Selected words',
  clearAll: 'Clear All',
  selectionEmpty: 'Click words below to add them, in the order they will be played.',
  selectionListLabel: 'Selected words, in play order',
  removeWord: (p: { word: string }) => `Remove ${p.word}`,
  creating: 'Creating session…',
  create: 'Create Session',
  findWords: 'Find words',
  searchLabel: 'Search words',
  searchPlaceholder: 'Type part of a word',
  bankWordsNote:
    "Your own words show REAL or FAKE and their review state. Bank words show no answer, so nobody can look up a game's answers.",
  searching: 'Searching…',
  searchFailed: 'The search failed. Check your connection and type again.',
  noMatches: 'No words match. Try another spelling, or make the word yourself in Create-A-Bluff.',
  found: (p: { count: number }) => `${plural(p.count, 'word', 'words')} found`,
  yourWord: 'your word',
  selectionFull: (p: { count: number }) => `A session holds ${p.count} words: remove one to add another.`,
  otherLanguage: (p: { language: Language }) =>
    `A session is played in one language: your words so far are ${p.language}.`,
  /** The session just created, kept on the page to copy. */
  createdTitle: 'Your new session',
  createdCodeLabel: 'Session code',
  createdLinkLabel: 'Challenge link',
  createdHint: 'Send the link to a friend to play your five words. The session is in My Bluffles too.',
  copyCode: 'Copy code',
  copyLink: 'Copy link',
  copied: 'Copied',

  // My Bluffles.
  loadingSessions: 'Loading your sessions…',
  sessionsNotLoaded: 'Could not load your sessions.',
  refresh: 'Refresh',
  mySessionsTitle: 'My sessions',
  noSessions: 'No sessions yet. Pick five words in Build a session and share the link with a friend.',
  sessionLabel: 'Session',
  chipsLabel: 'Words, A to Z',
  shareSession: 'Share Session',
  shareTitle: 'Share Your Challenge',
  /** docs/product.md §9 Sharing: one of 15 playful texts, picked at random. */
  shareTexts: CUSTOM_SESSION_SHARE_TEXTS,
  myWordsTitle: 'My words',
  myWordsEmpty: 'Words you submit in Create-A-Bluff show here with how they fooled players.',
  notPlayedYet: 'Not played yet',
  sessionFoolRate: (p: { percent: string; fooled: number; calls: number }) =>
    `Fooled players on ${p.percent} of calls (${p.fooled} of ${p.calls})`,
  /** docs/product.md §2 My Bluffles: '5 words • N plays'. */
  playsLine: (p: { words: number; plays: number }) =>
    `${plural(p.words, 'word', 'words')} • ${plural(p.plays, 'play', 'plays')}`,
  chipFoolRate: (p: { percent: string }) => `fooled ${p.percent}`,
  wordPlays: (p: { calls: number; percent: string }) =>
    `${plural(p.calls, 'call', 'calls')} • fooled ${p.percent}`,
  /** A FAKE fools by being called real, a REAL by being called fake. */
  foolRateTitle: (p: { isReal: boolean }) =>
    `Fool rate: the share of ${p.isReal ? 'players who called it fake' : 'players who called it real'}`,
};

export const wordsmithSessionsFilipino: MessagesOf<typeof wordsmithSessionsEnglish> = {
  selectedTitle: 'Mga napiling salita',
  clearAll: 'Alisin Lahat',
  selectionEmpty: 'I-click ang mga salita sa ibaba para idagdag, ayon sa pagkakasunod ng paglalaro.',
  selectionListLabel: 'Mga napiling salita, ayon sa pagkakasunod ng laro',
  removeWord: (p) => `Alisin ang ${p.word}`,
  creating: 'Ginagawa ang session…',
  create: 'Gumawa ng Session',
  findWords: 'Maghanap ng salita',
  searchLabel: 'Hanapin ang salita',
  searchPlaceholder: 'I-type ang bahagi ng salita',
  bankWordsNote:
    'Makikita sa sarili mong mga salita kung TOTOO o PEKE ang mga ito at ang estado ng review nila. Walang sagot na ipinapakita ang mga salita sa bangko, kaya walang makakasilip ng mga sagot ng laro.',
  searching: 'Naghahanap…',
  searchFailed: 'Pumalya ang paghahanap. Tingnan ang koneksyon mo at mag-type ulit.',
  noMatches:
    'Walang tugmang salita. Subukan ang ibang baybay, o gawin mo mismo ang salita sa Gumawa ng Bluff.',
  found: (p) => `${p.count} salita ang nakita`,
  yourWord: 'salita mo',
  selectionFull: (p) =>
    `${p.count} salita lang ang kasya sa isang session: mag-alis ng isa para makapagdagdag.`,
  otherLanguage: (p) =>
    `Iisang wika lang ang isang session: nasa ${wordFactsFilipino.languageNames[p.language]} ang mga salita mo sa ngayon.`,
  createdTitle: 'Ang bago mong session',
  createdCodeLabel: 'Code ng session',
  createdLinkLabel: 'Link ng hamon',
  createdHint:
    'Ipadala ang link sa isang kaibigan para malaro ang limang salita mo. Nasa Mga Bluffle Ko rin ang session.',
  copyCode: 'Kopyahin ang code',
  copyLink: 'Kopyahin ang link',
  copied: 'Nakopya na',

  loadingSessions: 'Nilo-load ang mga session mo…',
  sessionsNotLoaded: 'Hindi ma-load ang mga session mo.',
  refresh: 'I-refresh',
  mySessionsTitle: 'Mga session ko',
  noSessions:
    'Wala pang session. Pumili ng limang salita sa Bumuo ng session at ibahagi ang link sa isang kaibigan.',
  sessionLabel: 'Session',
  chipsLabel: 'Mga salita, A hanggang Z',
  shareSession: 'Ibahagi ang Session',
  shareTitle: 'Ibahagi ang Hamon Mo',
  shareTexts: [
    '🃏 Pumili ako ng limang salita para i-bluff ka. Kaya mo bang hulaan kung alin ang totoo?',
    '🕵️ Limang salita: may totoo, may purong imbento. Hinahamon kitang hulihin ang mga bluff ko!',
    '🧠 Gumawa ako ng Bluffle para sa’yo: limang salita, walang awa. Totoo o peke?',
    '🎭 Nakabalatkayo ang limang salita ko. Kaya mo bang tanggalan ng maskara ang mga peke?',
    '🔥 Naglatag ako ng bitag na may limang salita sa Bluffle. Pumasok ka at tingnan kung makakalabas ka.',
    '📚 Akala mo kabisado mo ang mga salita? May lima akong pinili na magpapatunay na hindi.',
    '🎯 Limang salita, ako mismo ang pumili, para lokohin ka. Patunayan mong mali ako!',
    '😈 Nagluto ako ng limang salita para linlangin ka. Alin ang inimbento ko?',
    '🤔 Totoong salita o gawa-gawa ko? Limang subok para malaman mo.',
    '🏆 Naghihintay ang custom Bluffle ko. Talunin mo ang limang salita ko kung kaya mo!',
    '🪄 May limang salita akong pinalitaw. Ang iba nasa diksiyonaryo, ang iba nasa isip ko lang.',
    '🦉 Matalinong kuwago o madaling maloko? Harapin ang limang salitang pinili ko para sa’yo.',
    '⚡ Limang salita, labinlimang segundo bawat isa. Mahuhuli mo ba ang bluff ko sa oras?',
    '🧩 Itinago ko ang mga peke sa gitna ng mga totoong salita. Hanapin silang lahat at may maipagyayabang ka.',
    '🎲 Naglabas ako ng limang pasaway na salita sa Bluffle. Ikaw na: totoo o peke?',
  ],
  myWordsTitle: 'Mga salita ko',
  myWordsEmpty:
    'Dito lalabas ang mga salitang isinumite mo sa Gumawa ng Bluff, kasama kung gaano nila naloko ang mga manlalaro.',
  notPlayedYet: 'Hindi pa nalalaro',
  sessionFoolRate: (p) => `Naloko ang mga manlalaro sa ${p.percent} ng mga hula (${p.fooled} sa ${p.calls})`,
  // Filipino nouns do not take a plural ending after a number: '5 salita • 1 laro'.
  playsLine: (p) => `${p.words} salita • ${p.plays} laro`,
  chipFoolRate: (p) => `nakaloko ng ${p.percent}`,
  wordPlays: (p) => `${p.calls} hula • nakaloko ng ${p.percent}`,
  foolRateTitle: (p) =>
    `Antas ng panloloko: ang bahagi ng mga manlalarong nagsabing ${p.isReal ? 'peke' : 'totoo'} ito`,
};
