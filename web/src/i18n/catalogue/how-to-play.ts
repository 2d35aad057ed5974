import type { MessagesOf } from './messages-of';

/**
 * How to play, on both menus and on a first visit: the call, the follow-up, the timer and relaxed play, the
 * points. Every number is a value taken from the rules in shared-schema (game/play-facts.ts), so the
 * text stays true when a rule changes.
 */
export const howToPlayEnglish = {
  title: 'How to play',
  open: 'How to play',
  dismiss: 'Got it',
  call: (p: { rounds: number }) =>
    `The call: a game is ${p.rounds} rounds. Each shows a word with a meaning. Real word or bluff? Answer REAL or FAKE (or press R or F).`,
  followup:
    'The follow-up: a right call brings a second question. For a real word, pick another meaning it has; for a bluff, pick the real word among four. A wrong call ends the round.',
  timer: (p: { callSeconds: number; followupSeconds: number }) =>
    `The timer: ${p.callSeconds} seconds for the call, ${p.followupSeconds} for the follow-up. Rather take your time? Tick Relaxed (no timer) on the menu: no countdown and no fast bonus, and your games still count.`,
  points: (p: { fastSeconds: number; firstStreak: number; maxBonus: number; maxScore: number }) =>
    `Points: 1 for each round with both answers right, +1 if you finish it within ${p.fastSeconds} seconds, and a streak bonus from ${p.firstStreak} right rounds in a row: +1, then one more for each further round, up to +${p.maxBonus}. The best game scores ${p.maxScore}.`,
};

export const howToPlayFilipino: MessagesOf<typeof howToPlayEnglish> = {
  title: 'Paano maglaro',
  open: 'Paano maglaro',
  dismiss: 'Naintindihan ko',
  call: (p) =>
    `Ang hula: ${p.rounds} yugto ang isang laro. Bawat isa ay may salita at kahulugan. Totoong salita o gawa-gawa? Sumagot ng TOTOO o PEKE (o pindutin ang T o P).`,
  followup:
    'Ang kasunod na tanong: kapag tama ang hula mo, may ikalawang tanong. Sa totoong salita, piliin ang isa pang kahulugan nito; sa gawa-gawa, piliin ang totoong salita sa apat. Kapag mali ang hula, tapos na ang yugto.',
  timer: (p) =>
    `Ang oras: ${p.callSeconds} segundo para sa hula, ${p.followupSeconds} para sa kasunod na tanong. Gusto mo bang dahan-dahan? Lagyan ng tsek ang Relaks (walang timer) sa menu: walang timer at walang dagdag na puntos sa bilis, at bibilang pa rin ang mga laro mo.`,
  points: (p) =>
    `Puntos: 1 sa bawat yugtong tama ang dalawang sagot, +1 kapag natapos mo ito sa loob ng ${p.fastSeconds} segundo, at dagdag sa sunod-sunod mula ${p.firstStreak} tamang yugto: +1, at isa pa sa bawat susunod na yugto, hanggang +${p.maxBonus}. ${p.maxScore} ang pinakamataas na puntos ng isang laro.`,
};
