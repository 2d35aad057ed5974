// One benchmark lobby from seats to final standings: the host opens it, three join and say ready, the host
// waits for everyone to be ready, then for the bench's start signal (so every lobby plays at once), starts,
// and all four play to the end and leave.
import { PLAYERS_PER_LOBBY } from './bot-pacing';
import { errorText, type BotTally } from './bot-tally';
import { isEveryoneReady, type LobbyBot } from './lobby-bot';

export interface SeatedLobby {
  code: string;
  /** Resolves once the host sees all four seated and ready; rejects if it never does. */
  everyoneReady: Promise<void>;
  /** Starts on the signal and plays to the end; counts the game finished or failed. */
  playWhenStarted(startSignal: Promise<void>): Promise<void>;
}

function describe(bot: LobbyBot): string {
  return `${bot.kind} ${bot.account.username}`;
}

/** Seats the four bots (the first is the host); null, with the failures counted, if any could not sit down. */
export async function seatLobby(bots: readonly LobbyBot[], tally: BotTally): Promise<SeatedLobby | null> {
  const [host, ...guests] = bots;
  if (host === undefined) throw new Error('a lobby needs a host');
  let code: string;
  try {
    code = await host.create();
    tally.playersConnected += 1;
  } catch (error) {
    tally.playersFailed += bots.length;
    tally.gamesFailed += 1;
    tally.fail(`${describe(host)} create`, error);
    return null;
  }
  const joins = await Promise.allSettled(guests.map((guest) => guest.join(code)));
  joins.forEach((join, index) => {
    if (join.status === 'fulfilled') tally.playersConnected += 1;
    else {
      tally.playersFailed += 1;
      tally.fail(`${describe(guests[index]!)} join ${code}`, join.reason);
    }
  });
  if (joins.some((join) => join.status === 'rejected')) {
    tally.gamesFailed += 1;
    await Promise.all(bots.map((bot) => bot.leave()));
    return null;
  }

  // Polling bots must keep calling while the lobby waits, or the room counts them as gone (10 s).
  const plays = Promise.allSettled(bots.map((bot) => bot.playToTheEnd(tally)));
  const everyoneReady = host.waitFor((lobby) => isEveryoneReady(lobby, PLAYERS_PER_LOBBY));
  return {
    code,
    everyoneReady,
    async playWhenStarted(startSignal) {
      try {
        await everyoneReady;
        await startSignal;
        await host.start();
      } catch (error) {
        tally.fail(`${describe(host)} start ${code}`, error);
      }
      const outcomes = await plays;
      const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
      if (failures.length === 0) tally.gamesFinished += 1;
      else {
        tally.gamesFailed += 1;
        tally.fail(`lobby ${code}`, new Error(failures.map(errorText).join(' / ')));
      }
      await Promise.all(bots.map((bot) => bot.leave()));
    },
  };
}
