import type { PlayLanguage, PlayWord } from '../../word';
import type { LobbyStatus } from './lobby-status';

// A lobby and its game as the rules build them (lobby-views.ts) and the API answers them (api/multiplayer.ts).
// They sit here, below the API, so the rules never import it.

/** A seated player (docs/product.md §3 Lobby player), plus whether they are connected now. */
export interface LobbyPlayerView {
  id: string;
  userId: string;
  playerName: string;
  avatar: string;
  isHost: boolean;
  isReady: boolean;
  isConnected: boolean;
  currentScore: number;
}

/** A lobby (docs/product.md §3 Lobby), plus its status, language and round time. */
export interface LobbyView {
  lobbyCode: string;
  status: LobbyStatus;
  language: PlayLanguage;
  /** Each round's countdown in seconds (the host picks 15, 30 or 45). */
  roundSeconds: number;
  maxPlayers: number;
  currentPlayers: number;
  totalRounds: number;
  players: LobbyPlayerView[];
  /** The host turned watching off. */
  isPrivate: boolean;
  /** Watchers here now. */
  watcherCount: number;
}

/** A player in the game (docs/product.md §3 Multiplayer game player). */
export interface GamePlayerView extends LobbyPlayerView {
  hasAnswered: boolean;
  /** Null until the round's results: during the round it would give the answer away. */
  isCorrect: boolean | null;
  /** Milliseconds from the round's start to the answer, by the server's clock; 0 until answered. */
  answerTime: number;
  /** The game's total answer time, the standings' tie-break. */
  totalAnswerTime: number;
}

/** The truth about the round's word, shown at round results and after the game. */
export interface RoundRevealView {
  wordId: string;
  word: string;
  isReal: boolean;
  definition: string;
  explanation: string;
  /** The watchers who called this round... */
  audienceCalls: number;
  /** ...and of those, who said REAL: 'Audience: 62% said REAL'. */
  audienceSaidReal: number;
}

/** A line of the final standings: best first, ranked 1, 2, 3… */
export interface StandingView {
  rank: number;
  id: string;
  userId: string;
  playerName: string;
  score: number;
  totalAnswerTime: number;
}

/** The game (docs/product.md §3 Multiplayer game state), plus the round's reveal and the final standings. */
export interface MultiplayerGameView {
  lobbyCode: string;
  gameStatus: LobbyStatus;
  language: PlayLanguage;
  /** Each round's countdown in seconds: the whole of the timer timeLeft counts down. */
  roundSeconds: number;
  currentRound: number;
  totalRounds: number;
  /** The round's word without its truth; null while the lobby gathers. */
  currentWord: PlayWord | null;
  /** When the round opened (ms since the epoch, the server's clock); 0 before the first round. */
  roundStartTime: number;
  /**
   * Whole seconds left in the round in play (0 outside one): over REST, read off the room's clock at the poll;
   * a live client's view has the round's whole time, and the page counts down (: the synced state has
   * no countdown).
   */
  timeLeft: number;
  players: GamePlayerView[];
  /** Set during round results and after the game; null while a round is in play. */
  reveal: RoundRevealView | null;
  /** Set once the game is finished. */
  standings: StandingView[] | null;
  /** The host turned watching off. */
  isPrivate: boolean;
  /** Watchers here now. */
  watcherCount: number;
  /** The audience's right calls over this game's judged rounds; its accuracy is audienceCorrect / audienceCalls. */
  audienceCorrect: number;
  audienceCalls: number;
}
