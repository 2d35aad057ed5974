import {
  MAX_SCORE,
  shareGrid,
  type ShareGrid,
  type ShareGridKind,
  type SessionSummary,
} from '@bluffle/shared-schema';
import type { ChallengeInfo } from '../../state/solo-game-store';

/**
 * The grid's kind from how the game was played (session-store `mode`). Read through a table keyed by the mode's
 * name, so the daily five's mode ('daily', added beside this work) names its grid without a change here; an
 * offline game is a solo game of built-in words, and a wordsmith's session taken as a challenge is 'custom'.
 */
const KIND_BY_MODE: Readonly<Partial<Record<string, ShareGridKind>>> = {
  solo: 'solo',
  offline: 'solo',
  challenge: 'challenge',
  daily: 'daily',
};

export function shareKindOf(mode: string, challenge: Pick<ChallengeInfo, 'kind'> | null): ShareGridKind {
  const kind = KIND_BY_MODE[mode] ?? 'solo';
  return kind === 'challenge' && challenge?.kind === 'custom' ? 'custom' : kind;
}

/** A finished game's spoiler-free grid: the summary's flags only, never its words (shared-schema share-grid). */
export function shareGridFor(
  summary: SessionSummary,
  options: { kind: ShareGridKind; day?: string | null; link: string | null; isArchive?: boolean },
): ShareGrid {
  return shareGrid({
    kind: options.kind,
    day: options.day ?? null,
    score: summary.score.totalScore,
    maxScore: MAX_SCORE,
    rounds: summary.answers,
    link: options.link,
    isPractice: summary.isPractice,
    isArchive: options.isArchive === true,
    isRelaxed: summary.isRelaxed,
  });
}
