import type { MultiplayerGameView } from '@bluffle/shared-schema';
import { useMessages } from '../../state/use-messages';

/** docs/product.md §2 In-game view: the round header, 'Round n of 5'. */
export function RoundHeader({ game, suffix }: { game: MultiplayerGameView; suffix?: string }) {
  const { lobby } = useMessages();
  return (
    <h3 className="lobby-round-header" data-testid="mp-round">
      <span className="round-label">
        {lobby.roundOf({ round: game.currentRound, total: game.totalRounds })}
      </span>
      {suffix && <span className="lobby-round-suffix"> {suffix}</span>}
    </h3>
  );
}
