import type { MultiplayerGameView } from '@bluffle/shared-schema';

/** spec §2 In-game view: the round header, 'Round n of 5'. */
export function RoundHeader({ game, suffix }: { game: MultiplayerGameView; suffix?: string }) {
  return (
    <h3 className="lobby-round-header" data-testid="mp-round">
      <span className="round-label">
        Round {game.currentRound} of {game.totalRounds}
      </span>
      {suffix && <span className="lobby-round-suffix"> {suffix}</span>}
    </h3>
  );
}
