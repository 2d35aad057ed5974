// With `npm run bots -- --processes 2`: each server process's share of the run, so a reader sees how the
// lobbies, the calls and the CPU split between them.

/** One server process over the games (seats to final standings). */
export interface ProcessFigures {
  url: string;
  cpuSeconds: number;
  /** Start signal to final standings. */
  playCpuSeconds: number;
  peakRssMb: number;
  /** REST calls the bots sent through this process (polls, answers, commands). */
  restCalls: number;
  /** WebSocket players whose matchmaking went through this process (the socket goes to the room's). */
  wsPlayers: number;
  /** Lobbies whose host created them here: the rooms this process holds. */
  lobbiesHosted: number;
}

export function processLines(processes: readonly ProcessFigures[]): string[] {
  if (processes.length < 2) return [];
  return processes.map(
    (figures, index) =>
      `process ${index + 1} (${figures.url}): ${figures.lobbiesHosted} rooms, ${figures.restCalls} REST calls, ${figures.wsPlayers} WebSocket players matched; server CPU seats to final standings ${figures.cpuSeconds.toFixed(2)} s (play ${figures.playCpuSeconds.toFixed(2)} s), peak RSS ${figures.peakRssMb.toFixed(0)} MB`,
  );
}
