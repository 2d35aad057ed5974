// The lobby-survival bench's figures beside the product's targets, one block per scenario.
import type { ScenarioFigures } from './survival-scenario';

export type ScenarioKind = 'drain' | 'kill-redis' | 'kill-embedded';

/** A scenario's figures and what happened to its process. */
export interface ScenarioOutcome {
  kind: ScenarioKind;
  title: string;
  /** The fault's moment and its process's side of it, in words. */
  fault: string;
  figures: ScenarioFigures;
}

interface Line {
  label: string;
  value: string;
  target: string;
  isMet: boolean | null;
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

function linesOf({ kind, figures }: ScenarioOutcome): Line[] {
  const { lobbies, gamesFinished, playersFinished, scoresIntact, answersLost, answersCountedTwice } = figures;
  const leastFinished = kind === 'drain' ? lobbies : lobbies - 1;
  const finishedTarget = kind === 'drain' ? `${lobbies}/${lobbies}` : `at least ${leastFinished}/${lobbies}`;
  const isScoreTarget = kind === 'kill-redis';
  const gap = figures.longestGap;
  return [
    {
      label: 'games finished',
      value: `${gamesFinished}/${lobbies}`,
      target: finishedTarget,
      isMet: gamesFinished >= leastFinished,
    },
    {
      label: 'scores intact',
      value: `${scoresIntact}/${playersFinished} players at the end`,
      target: isScoreTarget ? 'every one' : '',
      isMet: isScoreTarget ? scoresIntact === playersFinished : null,
    },
    {
      label: 'answers lost',
      value: `${answersLost} of ${figures.answersAcknowledged} acknowledged`,
      target: kind === 'drain' ? '0' : '',
      isMet: kind === 'drain' ? answersLost === 0 : null,
    },
    {
      label: 'answers counted twice',
      value: String(answersCountedTwice),
      target: '0',
      isMet: answersCountedTwice === 0,
    },
    {
      label: 'longest gap between round events',
      value: gap === null ? 'none seen' : seconds(gap.ms),
      target: kind === 'kill-redis' ? 'at most 5.0 s' : '',
      isMet: kind === 'kill-redis' ? gap !== null && gap.ms <= 5000 : null,
    },
  ];
}

export function reportLines(outcomes: readonly ScenarioOutcome[]): string[] {
  const lines: string[] = [];
  for (const outcome of outcomes) {
    const { figures } = outcome;
    lines.push('', `${outcome.title}`, `  ${outcome.fault}`);
    for (const line of linesOf(outcome)) {
      const verdict = line.isMet === null ? '' : line.isMet ? '  ok' : '  MISSED';
      const target = line.target === '' ? '' : `target ${line.target}`;
      lines.push(`  ${line.label.padEnd(34)} ${line.value.padEnd(24)} ${target.padEnd(22)}${verdict}`);
    }
    const gap = figures.longestGap;
    if (gap !== null) {
      const before = figures.longestGapBeforeStrikeMs;
      const normal = before === null ? '' : `; before the strike at most ${seconds(before)}`;
      lines.push(`  (the longest gap: a ${gap.kind} player, ${gap.from} to ${gap.to}${normal})`);
    }
    const { ws, rest } = figures.backAfterMs;
    if (outcome.kind !== 'drain' && ws !== null && rest !== null) {
      const span = ({ soonest, latest }: { soonest: number; latest: number }) =>
        `${seconds(soonest)} to ${seconds(latest)}`;
      lines.push(
        `  (players read their game again after the strike: REST ${span(rest)}, WebSocket ${span(ws)})`,
      );
    }
    lines.push(
      `  (${figures.answersUnconfirmed} answers sent but never shown taken; ${figures.socketRejoins} WebSocket rejoins by code)`,
    );
    for (const error of figures.errors) lines.push(`  failure ${error}`);
  }
  return lines;
}

/** Whether every target printed was met. */
export function isEveryTargetMet(outcomes: readonly ScenarioOutcome[]): boolean {
  return outcomes.every((outcome) => linesOf(outcome).every((line) => line.isMet !== false));
}
