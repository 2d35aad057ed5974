import type { RoundEnding, VerdictSide } from '@bluffle/shared-schema';

const ANSWERS: Readonly<Record<NonNullable<VerdictSide['answer']>, string>> = { real: 'Real', fake: 'Fake' };

const ENDINGS: Readonly<Record<RoundEnding, string>> = {
  right: 'right',
  'missed-followup': 'missed the follow-up',
  wrong: 'wrong',
  timeout: 'time ran out',
};

/** Seconds with one decimal, as a stopwatch shows them: 3200 ms is '3.2 s'. */
export function secondsText(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

/** One player's round in words for the verdict table: 'Real, right, 3.2 s, fast'. */
export function verdictSideText(side: VerdictSide): string {
  const parts = [side.answer === null ? 'No answer' : ANSWERS[side.answer]];
  // A timed-out round has no answer to judge: 'No answer, time ran out' says it once.
  parts.push(ENDINGS[side.ending]);
  parts.push(secondsText(side.timeSpentMs));
  if (side.isFast) parts.push('fast');
  return parts.join(', ');
}
