import type { Word } from '../../word';
import { gameStarted } from './host-actions';
import type { LobbyGame, LobbyStep } from './lobby-game-state';
import type { LobbyRoundSeconds } from './lobby-round-seconds';
import { acceptedStep, refuseHost, refusedStep } from './lobby-step';

// The host picks the lobby's round time (play at your own pace): 15, 30 or 45 s, shown to everyone
// before they ready up. A new lobby starts at the rules' round time (15 s; tests shorten it) until the host
// picks one, and a rematch keeps the pick.

/**
 * The host sets the round time while the lobby gathers (the same refusals as the language: the host only,
 * not once a game is under way, nor while its words are drawn, since round 1 opens with the time then).
 * A shorter time un-readies the players who were ready: they readied for a longer round, which a player may
 * need (WCAG 2.2.1), so they are asked again. A longer one only gives more time, so readiness stands.
 */
export function setRoundTime<W extends Word>(
  game: LobbyGame<W>,
  userId: string,
  roundSeconds: LobbyRoundSeconds,
): LobbyStep<W> {
  const refusal = refuseHost(game, userId, 'roundTime');
  if (refusal !== null) return refusedStep(game, refusal);
  if (game.isDrawingWords) return refusedStep(game, gameStarted());
  if (roundSeconds === game.roundSeconds) return acceptedStep(game);
  const isShorter = roundSeconds < game.roundSeconds;
  const seats = isShorter
    ? game.seats.map((seat) => (seat.isReady ? { ...seat, isReady: false } : seat))
    : game.seats;
  return acceptedStep({ ...game, roundSeconds, seats });
}
