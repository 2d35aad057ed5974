import type { AudienceFigures, CrowdSplit } from './audience-figures';
import type { LobbyMessages } from './lobby-failure-text';
import type { OwnCallTally } from './own-calls';

// The audience's figures in words: the crowd's split at round results ('Audience: 62% said
// REAL'), the audience's accuracy at the end, a watcher's own tally ('You called 4 of 5 right'). Null where
// there is nothing to say, so a lobby nobody watches shows no audience line at all.

function percentOf(part: number, whole: number): number {
  return Math.round((part / whole) * 100);
}

/**
 * The side most of the crowd took, with its share ('Audience: 62% said REAL'; a tie reads as REAL). No
 * calls: 'No audience calls' while someone watches, else nothing.
 */
export function crowdSplitText(
  split: CrowdSplit | null,
  watcherCount: number,
  lobby: LobbyMessages,
): string | null {
  if (split === null) return null;
  const { audienceCalls, audienceSaidReal } = split;
  if (audienceCalls === 0) return watcherCount > 0 ? lobby.audience.noCalls : null;
  const saidFake = audienceCalls - audienceSaidReal;
  const isRealSide = audienceSaidReal >= saidFake;
  return lobby.audience.crowdSplit({
    percent: percentOf(isRealSide ? audienceSaidReal : saidFake, audienceCalls),
    answer: isRealSide ? lobby.real : lobby.fake,
  });
}

/** The audience's accuracy over the game; 'No audience calls' while someone watches, else nothing. */
export function audienceAccuracyText(
  figures: Pick<AudienceFigures, 'audienceCalls' | 'audienceCorrect' | 'watcherCount'>,
  lobby: LobbyMessages,
): string | null {
  const { audienceCalls, audienceCorrect, watcherCount } = figures;
  if (audienceCalls === 0) return watcherCount > 0 ? lobby.audience.noCalls : null;
  const right = Math.min(audienceCorrect, audienceCalls);
  return lobby.audience.accuracy({ percent: percentOf(right, audienceCalls), right, calls: audienceCalls });
}

/** A watcher's own record of the game: 'You called 4 of 5 right', or that they made no call. */
export function ownTallyText(tally: OwnCallTally, lobby: LobbyMessages): string {
  if (tally.judged === 0) return lobby.audience.noOwnCalls;
  return lobby.audience.ownTally({ right: tally.right, calls: tally.judged });
}

/** 'N watching', or nothing when nobody watches. */
export function watcherCountText(watcherCount: number, lobby: LobbyMessages): string | null {
  return watcherCount > 0 ? lobby.audience.watcherCount({ count: watcherCount }) : null;
}
