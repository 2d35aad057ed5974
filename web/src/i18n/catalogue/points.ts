import type { MessagesOf } from './messages-of';

/**
 * Where points came from (; docs/product.md §9 Score: 1 for a fully right answer, +1 fast, + the streak bonus):
 * the round feedback's breakdown and the results screen's, and why a right call alone earns nothing.
 */
export const pointsEnglish = {
  /** One round's parts, joined by the feedback. */
  round: {
    answer: '+1 right call and follow-up',
    fast: '+1 fast',
    streak: (p: { bonus: number; length: number }) => `+${p.bonus} streak bonus (${p.length} in a row)`,
    missedFollowup: 'No points: a point needs the follow-up right too.',
    separator: ' · ',
  },
  /** The results screen's sum of the game. */
  game: {
    title: 'Where your points came from',
    rightCalls: (p: { calls: number; rounds: number }) => `Right calls: ${p.calls}/${p.rounds}`,
    answers: (p: { points: number }) => `Right call and follow-up: +${p.points}`,
    fast: (p: { points: number }) => `Fast answers: +${p.points}`,
    streaks: (p: { points: number }) => `Streak bonus: +${p.points}`,
    total: (p: { points: number }) => `Total: ${p.points}`,
    missedFollowups: (p: { count: number }) =>
      p.count === 1
        ? '1 right call missed its follow-up, so it earned no point: a point needs both answers right.'
        : `${p.count} right calls missed their follow-up, so they earned no points: a point needs both answers right.`,
  },
  /** A review card's points: the round's total and its parts. */
  review: {
    rightCallMissedFollowup: '✗ Right call, missed the follow-up',
    points: (p: { total: number }) => `+${p.total}`,
    parts: (p: { fast: number; streak: number }) =>
      [
        '1 for the answer',
        ...(p.fast > 0 ? [`${p.fast} fast`] : []),
        ...(p.streak > 0 ? [`${p.streak} streak`] : []),
      ].join(' + '),
  },
};

export const pointsFilipino: MessagesOf<typeof pointsEnglish> = {
  round: {
    answer: '+1 tamang hula at kasunod na sagot',
    fast: '+1 sa bilis',
    streak: (p) => `+${p.bonus} sa ${p.length} na sunod-sunod`,
    missedFollowup: 'Walang puntos: kailangang tama rin ang kasunod na sagot.',
    separator: ' · ',
  },
  game: {
    title: 'Saan galing ang mga puntos mo',
    rightCalls: (p) => `Tamang hula: ${p.calls}/${p.rounds}`,
    answers: (p) => `Tamang hula at kasunod na sagot: +${p.points}`,
    fast: (p) => `Mabibilis na sagot: +${p.points}`,
    streaks: (p) => `Dagdag sa sunod-sunod: +${p.points}`,
    total: (p) => `Kabuuan: ${p.points}`,
    missedFollowups: (p) =>
      `${p.count} tamang hula ang may maling kasunod na sagot, kaya walang puntos: kailangang parehong tama ang dalawang sagot.`,
  },
  review: {
    rightCallMissedFollowup: '✗ Tamang hula, mali ang kasunod na sagot',
    points: (p) => `+${p.total}`,
    parts: (p) =>
      [
        '1 sa sagot',
        ...(p.fast > 0 ? [`${p.fast} sa bilis`] : []),
        ...(p.streak > 0 ? [`${p.streak} sa sunod-sunod`] : []),
      ].join(' + '),
  },
};
