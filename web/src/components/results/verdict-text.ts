import type { ChallengeVerdict, VerdictSide } from '@bluffle/shared-schema';
import type { Messages } from '../../i18n/messages';

type VerdictMessages = Messages['challenge']['verdict'];

/** Seconds with one decimal, as a stopwatch shows them: 3200 ms is '3.2 s'. */
export function secondsText(ms: number, verdict: VerdictMessages): string {
  return verdict.seconds({ seconds: (Math.max(0, ms) / 1000).toFixed(1) });
}

/** One player's round in words for the verdict table: 'Real, right, 3.2 s, fast'. */
export function verdictSideText(side: VerdictSide, verdict: VerdictMessages): string {
  const parts = [side.answer === null ? verdict.noAnswer : verdict[side.answer]];
  // A timed-out round has no answer to judge: 'No answer, time ran out' says it once.
  parts.push(verdict.endings[side.ending]);
  parts.push(secondsText(side.timeSpentMs, verdict));
  if (side.isFast) parts.push(verdict.fast);
  return parts.join(', ');
}

export interface VerdictWords {
  /** 'You beat Nina by 3 points!' / 'Nina wins this time' / 'A tie with Nina!'. */
  headline: string;
  /** Both scores, challenger first: 'You 12, Nina 9.' */
  detail: string;
}

/**
 * The verdict in words. A practice replay (docs/design.md decision 11) is no result: it compares without crowning
 * anyone.
 */
export function verdictWords(
  verdict: ChallengeVerdict,
  game: { yourScore: number; theirScore: number; theirName: string; isPractice: boolean },
  words: VerdictMessages,
): VerdictWords {
  const versus = { name: game.theirName, margin: verdict.margin };
  const headlines = game.isPractice
    ? { won: words.practiceWon, lost: words.practiceLost, tie: words.practiceTie }
    : { won: words.won, lost: words.lost, tie: words.tie };
  return {
    headline: headlines[verdict.outcome](versus),
    detail:
      verdict.outcome === 'tie'
        ? words.bothScored({ score: game.yourScore })
        : words.scores({ yours: game.yourScore, name: game.theirName, theirs: game.theirScore }),
  };
}
