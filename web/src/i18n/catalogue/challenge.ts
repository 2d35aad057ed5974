import type { RoundEnding } from '@bluffle/shared-schema';
import type { ErrorTexts } from '../error-texts';
import type { MessagesOf } from './messages-of';

const points = (count: number) => `${count} ${count === 1 ? 'point' : 'points'}`;
const puntos = (count: number) => `${count} ${count === 1 ? 'punto' : 'puntos'}`;

type Versus = { name: string; margin: number };
type ChallengeBack = { player: string; score: number; max: number; name: string };

/** The challenge landing (docs/product.md §2, §4 Challenge) and a challenger's verdict on the results. */
export const challengeEnglish = {
  landing: {
    loading: 'Loading the challenge…',
    invalidTitle: 'This challenge link is not valid',
    invalidText:
      'It does not lead to a game we know. Ask your friend for a new link, or start a game of your own.',
    playYourOwn: 'Play your own game',
    unreachable:
      'We could not reach the server. You can still take on our built-in challenge words, played offline.',
    /** The server's refusals of a challenge, by code. */
    refusals: {
      'session-not-finished': 'This game is not finished yet, so it cannot be played as a challenge.',
    } satisfies ErrorTexts,
    stillPlaying: 'Still playing',
    practiceScore: (p: { score: number; max: number }) => `${p.score}/${p.max} (practice)`,
    /** The original was played relaxed; the challenger's own pace is their menu's choice. */
    playedRelaxed: (p: { name: string }) =>
      `${p.name} played relaxed: no timer and no fast bonus. You play at the pace chosen on your menu.`,
    /** A wordsmith's custom session; five is spelled out as a person would say it. */
    customTitle: (p: { author: string | null; rounds: number }) =>
      `${p.author ?? 'A wordsmith'} made ${p.rounds === 5 ? 'five' : p.rounds} words to fool you.`,
    realOrBluff: 'Real or bluff?',
    customRounds: (p: { rounds: number; seconds: number }) =>
      `${p.rounds} rounds, ${p.seconds} seconds each. No second chances.`,
    challengedTitle: "You've Been Challenged!",
    player: 'Player',
    score: 'Score',
    rounds: 'Rounds',
    aFriend: 'A friend',
    sameWords: (p: { seconds: number }) => `Same words, ${p.seconds} seconds a round. Can you beat them?`,
    /** The challenger chose relaxed: no seconds to promise. */
    sameWordsRelaxed: 'Same words, no timer: take your time. Can you beat them?',
    accept: 'Challenge Accepted!',
    maybeLater: 'Maybe Later',
    /** The creator opening their own link: their challenge to others. */
    own: {
      title: 'Your challenge',
      scored: (p: { score: number; max: number }) => `You scored ${p.score}/${p.max} on these words.`,
      customIntro: (p: { rounds: number }) =>
        `Your ${p.rounds === 5 ? 'five' : p.rounds} words, ready to fool your friends.`,
      invite: 'Send this link to friends: everyone who plays it shows up on the board below.',
      linkLabel: 'Your challenge link',
      home: 'Back to the menu',
    },
  },
  verdict: {
    won: (p: Versus) => `You beat ${p.name} by ${points(p.margin)}!`,
    lost: (p: Versus) => `${p.name} wins this time`,
    tie: (p: Versus) => `A tie with ${p.name}!`,
    // A practice replay is no result (docs/design.md decision 11): compared, nobody crowned.
    practiceWon: (p: Versus) => `Practice only: you scored ${points(p.margin)} more than ${p.name}`,
    practiceLost: (p: Versus) => `Practice only: ${p.name} scored ${points(p.margin)} more`,
    practiceTie: (p: Versus) => `Practice only: level with ${p.name}`,
    scores: (p: { yours: number; name: string; theirs: number }) => `You ${p.yours}, ${p.name} ${p.theirs}.`,
    bothScored: (p: { score: number }) => `You both scored ${p.score}.`,
    roundByRound: 'Round by round',
    caption: (p: { name: string }) => `Each round: the word, your answer and time, and ${p.name}'s`,
    round: 'Round',
    word: 'Word',
    you: 'You',
    rivalLoading: (p: { name: string }) => `Loading ${p.name}'s answers…`,
    rivalWithheld: (p: { name: string }) =>
      `${p.name}'s answers show once your first game on these words is finished.`,
    rivalFailed: (p: { name: string }) => `${p.name}'s answers could not be loaded.`,
    sendSameWords: (p: { name: string }) => `Send ${p.name} the same words, with your score to beat.`,
    challengeBack: (p: { name: string }) => `Challenge ${p.name} back`,
    challengeBackMessage: (p: ChallengeBack) =>
      `${p.player} scored ${p.score}/${p.max} on your words, ${p.name}. Same words, your turn! You have played them before, so your replay counts as practice.`,
    challengeBackNetworkText: (p: ChallengeBack) =>
      `${p.player} scored ${p.score}/${p.max} on your Bluffle words. Same words, your turn!`,
    // One player's round in words: 'Real, right, 3.2 s, fast'.
    real: 'Real',
    fake: 'Fake',
    noAnswer: 'No answer',
    endings: {
      right: 'right',
      'missed-followup': 'missed the follow-up',
      wrong: 'wrong',
      timeout: 'time ran out',
    } satisfies Record<RoundEnding, string>,
    fast: 'fast',
    seconds: (p: { seconds: string }) => `${p.seconds} s`,
  },
};

export const challengeFilipino: MessagesOf<typeof challengeEnglish> = {
  landing: {
    loading: 'Nilo-load ang hamon…',
    invalidTitle: 'Hindi wasto ang link ng hamong ito',
    invalidText:
      'Hindi ito papunta sa larong kilala namin. Humingi ng bagong link sa kaibigan mo, o magsimula ng sarili mong laro.',
    playYourOwn: 'Maglaro ng sarili mong laro',
    unreachable:
      'Hindi namin maabot ang server. Puwede mo pa ring harapin ang mga nakahanda naming salita ng hamon, offline.',
    refusals: {
      'session-not-finished': 'Hindi pa tapos ang larong ito, kaya hindi pa ito malalaro bilang hamon.',
    },
    stillPlaying: 'Naglalaro pa',
    practiceScore: (p) => `${p.score}/${p.max} (pagsasanay)`,
    playedRelaxed: (p) =>
      `Nilaro ito ni ${p.name} nang relaks: walang timer at walang dagdag na puntos sa bilis. Maglalaro ka sa bilis na pinili mo sa menu mo.`,
    customTitle: (p) => {
      const count = p.rounds === 5 ? 'limang' : String(p.rounds);
      return p.author === null
        ? `Gumawa ang isang wordsmith ng ${count} salita para lokohin ka.`
        : `Gumawa si ${p.author} ng ${count} salita para lokohin ka.`;
    },
    realOrBluff: 'Totoo o gawa-gawa?',
    customRounds: (p) => `${p.rounds} yugto, tig-${p.seconds} segundo. Walang pangalawang pagkakataon.`,
    challengedTitle: 'Hinahamon Ka!',
    player: 'Manlalaro',
    score: 'Iskor',
    rounds: 'Mga yugto',
    aFriend: 'Isang kaibigan',
    sameWords: (p) => `Parehong mga salita, ${p.seconds} segundo bawat yugto. Kaya mo ba silang talunin?`,
    sameWordsRelaxed: 'Parehong mga salita, walang timer: dahan-dahan lang. Kaya mo ba silang talunin?',
    accept: 'Tinatanggap ko ang Hamon!',
    maybeLater: 'Saka na lang',
    own: {
      title: 'Ang hamon mo',
      scored: (p) => `Naka-${p.score}/${p.max} ka sa mga salitang ito.`,
      customIntro: (p) =>
        `Ang ${p.rounds === 5 ? 'limang' : p.rounds} salita mo, handang lokohin ang mga kaibigan mo.`,
      invite:
        'Ipadala ang link na ito sa mga kaibigan: lalabas sa talaan sa ibaba ang bawat isang maglaro nito.',
      linkLabel: 'Ang link ng hamon mo',
      home: 'Bumalik sa menu',
    },
  },
  verdict: {
    won: (p) => `Tinalo mo si ${p.name} nang ${puntos(p.margin)}!`,
    lost: (p) => `Panalo si ${p.name} ngayon`,
    tie: (p) => `Tabla kayo ni ${p.name}!`,
    practiceWon: (p) => `Pagsasanay lang: lamang ka nang ${puntos(p.margin)} kay ${p.name}`,
    practiceLost: (p) => `Pagsasanay lang: lamang si ${p.name} nang ${puntos(p.margin)}`,
    practiceTie: (p) => `Pagsasanay lang: pantay kayo ni ${p.name}`,
    scores: (p) => `Ikaw ${p.yours}, ${p.name} ${p.theirs}.`,
    bothScored: (p) => `Pareho kayong naka-${p.score}.`,
    roundByRound: 'Bawat yugto',
    caption: (p) => `Bawat yugto: ang salita, ang sagot at oras mo, at ang kay ${p.name}`,
    round: 'Yugto',
    word: 'Salita',
    you: 'Ikaw',
    rivalLoading: (p) => `Nilo-load ang mga sagot ni ${p.name}…`,
    rivalWithheld: (p) =>
      `Lalabas ang mga sagot ni ${p.name} kapag tapos na ang una mong laro sa mga salitang ito.`,
    rivalFailed: (p) => `Hindi ma-load ang mga sagot ni ${p.name}.`,
    sendSameWords: (p) =>
      `Ipadala kay ${p.name} ang parehong mga salita, kasama ang iskor mong tatalunin niya.`,
    challengeBack: (p) => `Hamunin pabalik si ${p.name}`,
    challengeBackMessage: (p) =>
      `Naka-${p.score}/${p.max} si ${p.player} sa mga salita mo, ${p.name}. Parehong mga salita, ikaw naman! Nalaro mo na ang mga ito dati, kaya pagsasanay lang ang ulit mo.`,
    challengeBackNetworkText: (p) =>
      `Naka-${p.score}/${p.max} si ${p.player} sa mga salita mo sa Bluffle. Parehong mga salita, ikaw naman!`,
    real: 'Totoo',
    fake: 'Peke',
    noAnswer: 'Walang sagot',
    endings: {
      right: 'tama',
      'missed-followup': 'mali ang follow-up',
      wrong: 'mali',
      timeout: 'naubos ang oras',
    },
    fast: 'mabilis',
    seconds: (p) => `${p.seconds} s`,
  },
};
