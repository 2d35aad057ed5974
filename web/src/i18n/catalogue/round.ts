import type { MessagesOf } from './messages-of';

/**
 * The round screens (docs/product.md §2 Solo game screen): the header, the answers, the timer, the banners and the
 * feedback after each round ( 'Feel': a short line, the longer text behind 'Why?').
 */
export const roundEnglish = {
  screenLabel: 'Solo game',
  roundLabel: (p: { round: number; total: number }) => `Round ${p.round}/${p.total}`,
  scoreLabel: (p: { score: number }) => `Score ${p.score}`,
  noWord: 'No word available. Try another language or come back soon.',
  offlineBadge: 'Offline mode',
  /** A relaxed game: no countdown is shown, and the header says why. */
  relaxedBadge: 'Relaxed',
  relaxedBadgeTitle: 'No timer and no fast bonus: take your time',
  offlineBadgeTitle: 'The server could not be reached: playing built-in words',
  sound: {
    turnOn: 'Turn sound on',
    turnOff: 'Turn sound off',
    isOff: 'Sound off',
    isOn: 'Sound on',
  },
  secondsLeft: (p: { seconds: number }) => `${p.seconds} seconds left`,
  phaseOneLabel: 'Is this word real or fake?',
  phaseOnePrompt: 'Real word or bluff?',
  real: 'REAL',
  fake: 'FAKE',
  /** The letters that answer REAL and FAKE, shown beside them: each button's first letter (answer-keys.ts). */
  answerKeys: { real: 'R', fake: 'F' },
  /** The follow-up's question (rules/followup-options): the server asks the same two in English. */
  followupQuestions: {
    definition: 'Which of these also describes the word?',
    realWord: 'Which of these is a real word?',
  },
  fastBanner: 'Fast answer! +1',
  streakBanner: (p: { length: number; bonus: number }) => `${p.length} in a row! +${p.bonus} streak bonus`,
  notices: {
    answerNotSaved: 'Could not save your answer. Check your connection and try again.',
    nextWordNotLoaded: 'Could not load the next word. Trying again…',
  },
  /** Asked before a game in play is left (Home, Back); 'Keep playing' is the answer Enter gives. */
  leaveGame: {
    title: 'Leave this game?',
    text: 'If you leave now, this game ends here and its score is lost.',
    dailyText:
      "Today's Daily five stays started: you can resume it from the menu today, but the round's timer keeps running.",
    keepPlaying: 'Keep playing',
    leave: 'Leave',
  },
  feedback: {
    /** The short line: the verdict and, when missed, what the word really was. */
    correct: (p: { points: number }) => `Correct! +${p.points}`,
    wrongWasReal: 'Nope, that one was real.',
    wrongWasBluff: 'Nope, that one was a bluff.',
    missedFollowup: 'Not quite! Right call, wrong follow-up.',
    timeUpWasReal: "Time's up! It was real.",
    timeUpWasBluff: "Time's up! It was a bluff.",
    realWord: 'Real word',
    madeUp: 'Made up',
    why: 'Why?',
    correctAnswer: 'Correct answer:',
    hold: 'Hold',
    holdTitle: 'Keep this open to read it',
    heldHint: 'The next word waits while you read.',
    nextWord: 'Next word',
    seeResults: 'See results',
    /** After 'Next word' or 'See results' until the next round or the results open. */
    nextWordBusy: 'Loading the next word…',
    seeResultsBusy: 'Loading the results…',
  },
};

export const roundFilipino: MessagesOf<typeof roundEnglish> = {
  screenLabel: 'Solong laro',
  roundLabel: (p) => `Yugto ${p.round}/${p.total}`,
  scoreLabel: (p) => `Iskor ${p.score}`,
  noWord: 'Wala pang salitang malalaro. Subukan ang ibang wika o bumalik ka mamaya.',
  offlineBadge: 'Offline',
  relaxedBadge: 'Relaks',
  relaxedBadgeTitle: 'Walang timer at walang dagdag na puntos sa bilis: dahan-dahan lang',
  offlineBadgeTitle: 'Hindi maabot ang server: mga nakahandang salita ang nilalaro',
  sound: {
    turnOn: 'Buksan ang tunog',
    turnOff: 'Patayin ang tunog',
    isOff: 'Walang tunog',
    isOn: 'May tunog',
  },
  secondsLeft: (p) => `${p.seconds} segundo na lang`,
  phaseOneLabel: 'Totoo ba o gawa-gawa ang salitang ito?',
  phaseOnePrompt: 'Totoong salita o gawa-gawa?',
  real: 'TOTOO',
  fake: 'PEKE',
  answerKeys: { real: 'T', fake: 'P' },
  followupQuestions: {
    definition: 'Alin dito ang naglalarawan din sa salita?',
    realWord: 'Alin dito ang totoong salita?',
  },
  fastBanner: 'Ang bilis! +1',
  streakBanner: (p) => `${p.length} sunod-sunod! +${p.bonus} na dagdag`,
  notices: {
    answerNotSaved: 'Hindi na-save ang sagot mo. Tingnan ang koneksyon mo at subukan ulit.',
    nextWordNotLoaded: 'Hindi makuha ang susunod na salita. Sinusubukan ulit…',
  },
  leaveGame: {
    title: 'Aalis sa larong ito?',
    text: 'Kapag umalis ka ngayon, dito na matatapos ang larong ito at mawawala ang iskor nito.',
    dailyText:
      'Mananatiling nasimulan ang Lima ng Araw: maitutuloy mo ito mula sa menu ngayong araw, pero tuloy ang takbo ng oras ng round.',
    keepPlaying: 'Magpatuloy sa paglalaro',
    leave: 'Umalis',
  },
  feedback: {
    correct: (p) => `Tama! +${p.points}`,
    wrongWasReal: 'Hindi, totoong salita iyon.',
    wrongWasBluff: 'Hindi, gawa-gawa lang iyon.',
    missedFollowup: 'Muntik na! Tama ang hula, mali ang kasunod na sagot.',
    timeUpWasReal: 'Ubos na ang oras! Totoong salita iyon.',
    timeUpWasBluff: 'Ubos na ang oras! Gawa-gawa lang iyon.',
    realWord: 'Totoong salita',
    madeUp: 'Gawa-gawa',
    why: 'Bakit?',
    correctAnswer: 'Tamang sagot:',
    hold: 'Sandali',
    holdTitle: 'Panatilihing bukas para mabasa',
    heldHint: 'Hihintayin ka ng susunod na salita habang nagbabasa ka.',
    nextWord: 'Susunod na salita',
    seeResults: 'Tingnan ang resulta',
    nextWordBusy: 'Kinukuha ang susunod na salita…',
    seeResultsBusy: 'Kinukuha ang resulta…',
  },
};
