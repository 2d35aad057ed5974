import type { GameSessionRecord } from './session';

// A signed-in player's game history, as the stats view charts it ( 'Progress that shows'). The
// store port speaks in this type; it does not define it.

/** A signed-in player's completed game, with what tells its kind. */
export interface PlayedGameRecord {
  session: GameSessionRecord;
  /** The account started it as a day's daily five (a daily five play of theirs names the session). */
  isDailyFive: boolean;
  /** It is a challenge on a wordsmith's custom session (the session it copies is a custom one). */
  isCustomSessionPlay: boolean;
}
