import type { RoundEnding, ShareGridKind } from '@bluffle/shared-schema';
import type { MessagesOf } from './messages-of';

type ScoreShare = { name: string; score: number; max: number };
type SpokenRound = { roundNumber: number; ending: string; isFast: boolean };

/**
 * Sharing a finished game (docs/product.md §2 Share modal, §9 Sharing): the score
 * messages, the share dialog, and the grid's words (what is copied is in the interface language too).
 */
export const shareEnglish = {
  /** docs/product.md §9: ten templates, each with an emoji (shared-schema SHARE_MESSAGE_COUNT picks one). */
  scoreMessages: [
    (p: ScoreShare) =>
      `🧠 ${p.name} scored ${p.score}/${p.max} on Bluffle! Can you spot the fake words better?`,
    (p: ScoreShare) =>
      `🕵️ ${p.name} sniffed out the bluffs for ${p.score}/${p.max}. Think you can beat that?`,
    (p: ScoreShare) => `🔥 ${p.score}/${p.max} on Bluffle! ${p.name} dares you to try the same words.`,
    (p: ScoreShare) => `📚 Real word or total bluff? ${p.name} scored ${p.score}/${p.max}. Your turn!`,
    (p: ScoreShare) => `🎯 ${p.name} hit ${p.score}/${p.max} on Bluffle. Take the challenge!`,
    (p: ScoreShare) => `🤔 Can you tell real words from fakes? ${p.name} got ${p.score}/${p.max}.`,
    (p: ScoreShare) => `🏆 ${p.name} just scored ${p.score}/${p.max} on Bluffle. Bet you can’t top it!`,
    (p: ScoreShare) => `😎 ${p.score} out of ${p.max}! ${p.name} is calling your bluff.`,
    (p: ScoreShare) =>
      `🃏 ${p.name} played the word bluffing game and scored ${p.score}/${p.max}. Show them how it’s done!`,
    (p: ScoreShare) => `⚡ Quick: real or fake? ${p.name} scored ${p.score}/${p.max}. Beat it if you can!`,
  ],
  challengeYourFriends: 'Challenge your friends',
  challengeLink: 'Challenge link',
  copyLink: 'Copy link',
  copied: 'Copied',
  // The grid panel.
  gridLabel: 'Share your grid',
  copyGrid: 'Copy grid',
  shareSheet: 'Share…',
  gridCopied: 'Grid copied. Paste it anywhere: it holds no word of the game.',
  copyFailed: 'Could not copy. Your browser did not allow it.',
  // The grid's own words: its title by kind, and the grid said in words for screen readers.
  gridTitles: {
    solo: 'Bluffle',
    daily: 'Bluffle Daily',
    challenge: 'Bluffle Challenge',
    custom: 'Bluffle Custom',
  } satisfies Record<ShareGridKind, string>,
  practiceMark: '(practice)',
  archiveMark: '(archive)',
  relaxedMark: '(relaxed)',
  spokenScore: (p: { title: string; score: number; max: number }) =>
    `${p.title}: ${p.score} out of ${p.max} points.`,
  spokenEndings: {
    right: 'right',
    'missed-followup': 'right first answer, missed the follow-up',
    wrong: 'wrong',
    timeout: 'no answer, time ran out',
  } satisfies Record<RoundEnding, string>,
  spokenRound: (p: SpokenRound) => `Round ${p.roundNumber}: ${p.ending}${p.isFast ? ', fast' : ''}.`,
};

export const shareFilipino: MessagesOf<typeof shareEnglish> = {
  scoreMessages: [
    (p) =>
      `🧠 Naka-${p.score}/${p.max} si ${p.name} sa Bluffle! Mas magaling ka bang makahuli ng pekeng salita?`,
    (p) => `🕵️ Nahuli ni ${p.name} ang mga bluff para sa ${p.score}/${p.max}. Kaya mo bang talunin iyan?`,
    (p) => `🔥 ${p.score}/${p.max} sa Bluffle! Hinahamon ka ni ${p.name} na subukan ang parehong mga salita.`,
    (p) => `📚 Totoong salita o puro gawa-gawa? Naka-${p.score}/${p.max} si ${p.name}. Ikaw naman!`,
    (p) => `🎯 Umabot si ${p.name} sa ${p.score}/${p.max} sa Bluffle. Tanggapin ang hamon!`,
    (p) => `🤔 Kaya mo bang kilalanin ang totoo sa peke? Nakakuha si ${p.name} ng ${p.score}/${p.max}.`,
    (p) => `🏆 Naka-${p.score}/${p.max} si ${p.name} sa Bluffle. Pustahan, hindi mo iyan malalampasan!`,
    (p) => `😎 ${p.score} sa ${p.max}! Hinahamon ka ni ${p.name}: ipakita mo ang galing mo.`,
    (p) =>
      `🃏 Nilaro ni ${p.name} ang larong bolahan ng mga salita at naka-${p.score}/${p.max}. Ipakita mo kung paano ito ginagawa!`,
    (p) => `⚡ Bilis: totoo o peke? Naka-${p.score}/${p.max} si ${p.name}. Talunin mo kung kaya mo!`,
  ],
  challengeYourFriends: 'Hamunin ang mga kaibigan mo',
  challengeLink: 'Link ng hamon',
  copyLink: 'Kopyahin ang link',
  copied: 'Nakopya na',
  gridLabel: 'Ibahagi ang grid mo',
  copyGrid: 'Kopyahin ang grid',
  shareSheet: 'Ibahagi…',
  gridCopied: 'Nakopya ang grid. I-paste kahit saan: walang salita ng laro rito.',
  copyFailed: 'Hindi nakopya. Hindi ito pinayagan ng browser mo.',
  gridTitles: {
    solo: 'Bluffle',
    daily: 'Bluffle Lima ng Araw',
    challenge: 'Bluffle Hamon',
    custom: 'Bluffle Pasadya',
  },
  practiceMark: '(pagsasanay)',
  archiveMark: '(arkibo)',
  relaxedMark: '(relaks)',
  spokenScore: (p) => `${p.title}: ${p.score} sa ${p.max} puntos.`,
  spokenEndings: {
    right: 'tama',
    'missed-followup': 'tama ang unang sagot, mali ang follow-up',
    wrong: 'mali',
    timeout: 'walang sagot, naubos ang oras',
  },
  spokenRound: (p) => `Yugto ${p.roundNumber}: ${p.ending}${p.isFast ? ', mabilis' : ''}.`,
};
