import type { MessagesOf } from './messages-of';

/**
 * The multiplayer modal (docs/product.md §2 Multiplayer modal, Lobby view, In-game view; §5; §8 Multiplayer): joining
 * or creating, the lobby, the rounds and their results, the standings, and why something failed. The room
 * answers refusals with a code (shared-schema errors.ts); `refusals` holds our words for the codes we know.
 */
export const lobbyEnglish = {
  title: 'Multiplayer',
  leaveAndClose: 'Leave the lobby and close',
  reconnecting: 'Reconnecting…',
  connectionLostReconnecting: 'Connection lost. Reconnecting…',
  loadingLobby: 'Loading the lobby…',
  leaveLobby: 'Leave lobby',
  leaveGame: {
    title: 'Leave the game?',
    /** The seat waits out the reconnection window: rejoining in time keeps the score. */
    text: (p: { seconds: number }) =>
      `Your seat and score wait ${p.seconds} seconds: join again with the lobby code by then and play on. After that, you are out of this game.`,
    keepPlaying: 'Keep playing',
    leave: 'Leave',
  },

  joinWithCode: 'Join with a lobby code',
  join: 'Join',
  or: 'or',
  newLobbyLanguage: 'Language of the new lobby',
  createLobby: 'Create lobby',
  connecting: 'Connecting to the lobby…',

  /** Watching a lobby without a seat (The audience): anyone with the code, guest or signed in. */
  watch: 'Watch',
  watchLabel: 'Watch this lobby without playing',
  audience: {
    watching: 'Watching',
    watchingNote: 'You are watching: call REAL or FAKE each round for fun. Calls score no points.',
    watcherCount: (p: { count: number }) => `${p.count} watching`,
    /** The crowd's split at round results, by the side most of them took. */
    crowdSplit: (p: { percent: number; answer: string }) => `Audience: ${p.percent}% said ${p.answer}`,
    noCalls: 'No audience calls',
    accuracy: (p: { percent: number; right: number; calls: number }) =>
      `Audience accuracy: ${p.percent}% (${p.right} of ${p.calls} calls right)`,
    ownTally: (p: { right: number; calls: number }) => `You called ${p.right} of ${p.calls} right`,
    noOwnCalls: 'You made no calls this game.',
    callLabel: 'Your call: is this word real or fake?',
    callPrompt: 'Real word or bluff? Make your call.',
    youSaid: (p: { answer: string }) => `You said ${p.answer}`,
    callsClosed: 'Calls are closed for this round.',
    /** A watcher's call at round results: whether the crowd member got it. */
    callRight: (p: { answer: string }) => `You said ${p.answer}: right!`,
    callWrong: (p: { answer: string }) => `You said ${p.answer}: wrong.`,
    noCall: 'You made no call this round.',
    hostStartsRematch: 'The host may start a rematch: keep watching.',
    privateLobby: 'Private lobby',
    privateHint: 'Nobody new can watch, and anyone watching now is sent away.',
    hideCode: 'Hide code',
    hideCodeHint: 'For streaming: the code shows as ••••••. Copy link still works.',
    reveal: 'Reveal',
    hide: 'Hide',
    revealLabel: 'Reveal the lobby code',
    hideLabel: 'Hide the lobby code',
    hiddenCode: 'Lobby code hidden',
    watchLink: 'Watch link',
    copyWatchLink: 'Copy watch link',
    backToMenu: 'Back to menu',
    stopWatching: 'Stop watching',
    stopWatchingAndClose: 'Stop watching and close',
  },

  invitePlayers: 'Invite players',
  lobbyCode: 'Lobby code',
  copy: 'Copy',
  copied: 'Copied',
  shareLink: 'Share link',
  copyLink: 'Copy link',

  you: ' (you)',
  host: 'Host',
  disconnected: ' · Disconnected',
  scoreLabel: (p: { score: number }) => `Score ${p.score}`,
  removePlayerLabel: (p: { name: string }) => `Remove ${p.name} from the lobby`,
  remove: 'Remove',

  lobbyMeta: (p: { language: string; rounds: number; players: number; maxPlayers: number }) =>
    `${p.language} · ${p.rounds} rounds · ${p.players} of ${p.maxPlayers} players`,
  /** Each round's countdown, shown to everyone before they ready up. */
  roundTime: (p: { seconds: number }) => `Rounds: ${p.seconds} s`,
  roundTimeLabel: 'Round time',
  roundTimeChoice: (p: { seconds: number }) => `${p.seconds} seconds`,
  players: 'Players',
  ready: '✓ Ready',
  notReady: 'Not ready',
  openSeats: (p: { count: number }) =>
    `Waiting for players: ${p.count} ${p.count === 1 ? 'seat' : 'seats'} open.`,
  startGame: 'Start game',
  imReady: "I'm ready",
  waitingForHost: 'Waiting for the host to start.',
  tellHostReady: 'Tell the host you are ready to play.',

  roundOf: (p: { round: number; total: number }) => `Round ${p.round} of ${p.total}`,
  resultsSuffix: 'results',
  realOrFakeLabel: 'Is this word real or fake?',
  real: 'REAL',
  fake: 'FAKE',
  /** `answer` is the REAL or FAKE the player sent, or null when the room says they answered. */
  answerLocked: (p: { answer: string | null }) =>
    `${p.answer === null ? 'Answer in' : `You said ${p.answer}`}. Waiting for the others…`,
  realOrBluff: 'Real word or bluff?',
  answered: '✓ Answered',
  thinking: 'Thinking…',

  right: '✓ Right',
  wrong: '✗ Wrong',
  noAnswer: 'No answer',
  realWord: 'Real word',
  madeUp: 'Made up',
  whoWasRight: 'Who was right',
  nextRoundSoon: 'Next round in a moment…',
  standingsSoon: 'Final standings in a moment…',

  gameOver: 'Game over',
  finalStandings: 'Final standings',
  rematch: 'Rematch',
  hostCanRematch: 'The host can start a rematch.',

  /** For the screen reader's live region when the screen changes. */
  announce: {
    inLobby: 'In the lobby. Waiting for the host to start.',
    inLobbyAsHost: 'In the lobby. You are the host: start the game when the others are ready.',
    watching: 'Watching the lobby. The game starts when the host starts it.',
    roundStarted: (p: { round: string }) => `${p.round} started.`,
    roundResults: (p: { round: string }) => `${p.round} results.`,
    gameOver: 'Game over. Final standings.',
  },

  /** docs/product.md §8 Multiplayer: when the server gives no reason we know. */
  failed: {
    create: 'Failed to create lobby. Please try again.',
    join: 'Failed to join lobby. Please check the code and try again.',
    watch: 'Could not watch this lobby. Please check the code and try again.',
    start: 'Failed to start game',
    answer: 'Failed to submit answer',
    other: 'That did not work. Please try again.',
  },

  /** Why the seat ended when the player did not leave. */
  seatEnded: {
    kicked: 'The host removed you from this lobby, so you cannot rejoin it.',
    replaced: 'This lobby is now open in another tab or window.',
    serverShutdown: 'The game server restarted, so this lobby closed. Please create a new one.',
    /**
     * The server began a draining stop (docs/architecture.md): a lobby before its game, or after it once its
     * standings were read. Its code is gone, so the way back is a new lobby.
     */
    serverRestarting: 'The server is restarting. Start or join a new lobby in a moment.',
    closed: 'The lobby closed.',
    madePrivate: 'The host made this lobby private.',
    lost: 'Lost the connection to the lobby. Check your connection and join again.',
    seatGone:
      'You are no longer in this lobby: the connection was gone for too long, or you left it in another tab.',
  },

  /**
   * The lobby's own words for a refusal: those that depend on what was being done (docs/product.md §5 Join lobby, Start
   * lobby). The rest are in the one table, catalogue/server-errors.ts.
   */
  refusals: {
    notHostStart: 'Only the host can start the game',
    createSignIn: 'You must be logged in to create a lobby',
    joinSignIn: 'You must be logged in to join a lobby',
    gameInProgress: 'This game has already started: wait for the next one, or create a lobby.',
    gameStarted: 'The game has already started.',
    rematchAfterGame: 'A rematch can start once this game is finished.',
    notHostKick: 'Only the host can remove a player.',
    notHostLanguage: 'Only the host can change the language.',
    notHostRoundTime: 'Only the host can change the round time.',
    notHostRematch: 'Only the host can start a rematch.',
    notHostPrivate: 'Only the host can change who may watch.',
    kickTargetGone: 'That player is not in this lobby.',
    kickSelf: 'You cannot remove yourself: leave instead.',
  },
};

export const lobbyFilipino: MessagesOf<typeof lobbyEnglish> = {
  title: 'Multiplayer',
  leaveAndClose: 'Umalis sa lobby at isara',
  reconnecting: 'Kumokonekta ulit…',
  connectionLostReconnecting: 'Naputol ang koneksyon. Kumokonekta ulit…',
  loadingLobby: 'Nilo-load ang lobby…',
  leaveLobby: 'Umalis sa lobby',
  leaveGame: {
    title: 'Aalis sa laro?',
    text: (p) =>
      `Maghihintay nang ${p.seconds} segundo ang upuan at iskor mo: sumali ulit gamit ang lobby code bago iyon at ituloy ang laro. Pagkatapos noon, wala ka na sa larong ito.`,
    keepPlaying: 'Magpatuloy sa paglalaro',
    leave: 'Umalis',
  },

  joinWithCode: 'Sumali gamit ang lobby code',
  join: 'Sumali',
  or: 'o',
  newLobbyLanguage: 'Wika ng bagong lobby',
  createLobby: 'Gumawa ng lobby',
  connecting: 'Kumokonekta sa lobby…',

  watch: 'Manood',
  watchLabel: 'Panoorin ang lobby na ito nang hindi naglalaro',
  audience: {
    watching: 'Nanonood',
    watchingNote: 'Nanonood ka: hulaan kung TOTOO o PEKE bawat yugto para sa saya. Walang puntos ang hula.',
    watcherCount: (p) => `${p.count} nanonood`,
    crowdSplit: (p) => `Mga nanonood: ${p.percent}% ang nagsabing ${p.answer}`,
    noCalls: 'Walang hula ang mga nanonood',
    accuracy: (p) => `Galing ng mga nanonood: ${p.percent}% (${p.right} sa ${p.calls} hula ang tama)`,
    ownTally: (p) => `Tama ang ${p.right} sa ${p.calls} mong hula`,
    noOwnCalls: 'Wala kang hula sa larong ito.',
    callLabel: 'Ang hula mo: totoo ba o peke ang salitang ito?',
    callPrompt: 'Totoong salita o gawa-gawa? Ihula mo.',
    youSaid: (p) => `Hula mo: ${p.answer}`,
    callsClosed: 'Sarado na ang hula sa yugtong ito.',
    callRight: (p) => `Hula mo: ${p.answer}. Tama!`,
    callWrong: (p) => `Hula mo: ${p.answer}. Mali.`,
    noCall: 'Wala kang hula sa yugtong ito.',
    hostStartsRematch: 'Puwedeng magsimula ang host ng panibagong laro: manood lang.',
    privateLobby: 'Pribadong lobby',
    privateHint: 'Walang bagong makakapanood, at aalisin ang mga nanonood ngayon.',
    hideCode: 'Itago ang code',
    hideCodeHint: 'Para sa streaming: lalabas ang code bilang ••••••. Gumagana pa rin ang Kopyahin ang link.',
    reveal: 'Ipakita',
    hide: 'Itago',
    revealLabel: 'Ipakita ang code ng lobby',
    hideLabel: 'Itago ang code ng lobby',
    hiddenCode: 'Nakatago ang code ng lobby',
    watchLink: 'Link para manood',
    copyWatchLink: 'Kopyahin ang link para manood',
    backToMenu: 'Bumalik sa menu',
    stopWatching: 'Tumigil sa panonood',
    stopWatchingAndClose: 'Tumigil sa panonood at isara',
  },

  invitePlayers: 'Mag-imbita ng mga manlalaro',
  lobbyCode: 'Code ng lobby',
  copy: 'Kopyahin',
  copied: 'Nakopya na',
  shareLink: 'Link na ibabahagi',
  copyLink: 'Kopyahin ang link',

  you: ' (ikaw)',
  host: 'Host',
  disconnected: ' · Nadiskonekta',
  scoreLabel: (p) => `Iskor ${p.score}`,
  removePlayerLabel: (p) => `Alisin si ${p.name} sa lobby`,
  remove: 'Alisin',

  lobbyMeta: (p) => `${p.language} · ${p.rounds} yugto · ${p.players} sa ${p.maxPlayers} manlalaro`,
  roundTime: (p) => `Bawat yugto: ${p.seconds} s`,
  roundTimeLabel: 'Oras ng bawat yugto',
  roundTimeChoice: (p) => `${p.seconds} segundo`,
  players: 'Mga manlalaro',
  ready: '✓ Handa na',
  notReady: 'Hindi pa handa',
  openSeats: (p) => `Naghihintay ng manlalaro: ${p.count} pang bakanteng puwesto.`,
  startGame: 'Simulan ang laro',
  imReady: 'Handa na ako',
  waitingForHost: 'Hinihintay na magsimula ang host.',
  tellHostReady: 'Sabihin sa host na handa ka nang maglaro.',

  roundOf: (p) => `Yugto ${p.round} sa ${p.total}`,
  resultsSuffix: '· mga resulta',
  realOrFakeLabel: 'Totoo ba o peke ang salitang ito?',
  real: 'TOTOO',
  fake: 'PEKE',
  answerLocked: (p) =>
    `${p.answer === null ? 'Naipasa na ang sagot mo' : `Sagot mo: ${p.answer}`}. Hinihintay ang iba…`,
  realOrBluff: 'Totoong salita o gawa-gawa?',
  answered: '✓ Sumagot na',
  thinking: 'Nag-iisip…',

  right: '✓ Tama',
  wrong: '✗ Mali',
  noAnswer: 'Walang sagot',
  realWord: 'Totoong salita',
  madeUp: 'Gawa-gawa',
  whoWasRight: 'Sino ang tama',
  nextRoundSoon: 'Susunod na yugto, sandali lang…',
  standingsSoon: 'Huling ranggo, sandali lang…',

  gameOver: 'Tapos na ang laro',
  finalStandings: 'Huling ranggo',
  rematch: 'Maglaro ulit',
  hostCanRematch: 'Ang host ang puwedeng magsimula ng panibagong laro.',

  announce: {
    inLobby: 'Nasa lobby ka. Hinihintay na magsimula ang host.',
    inLobbyAsHost: 'Nasa lobby ka. Ikaw ang host: simulan ang laro kapag handa na ang iba.',
    watching: 'Nanonood ka ng lobby. Magsisimula ang laro kapag sinimulan ito ng host.',
    roundStarted: (p) => `Nagsimula na ang ${p.round}.`,
    roundResults: (p) => `Mga resulta ng ${p.round}.`,
    gameOver: 'Tapos na ang laro. Huling ranggo.',
  },

  failed: {
    create: 'Hindi nagawa ang lobby. Pakisubukan ulit.',
    join: 'Hindi nakasali sa lobby. Pakitingnan ang code at subukan ulit.',
    watch: 'Hindi mapanood ang lobby na ito. Pakitingnan ang code at subukan ulit.',
    start: 'Hindi nasimulan ang laro',
    answer: 'Hindi naipasa ang sagot',
    other: 'Hindi iyon gumana. Pakisubukan ulit.',
  },

  seatEnded: {
    kicked: 'Inalis ka ng host sa lobby na ito, kaya hindi ka na makakabalik dito.',
    replaced: 'Bukas na ang lobby na ito sa ibang tab o window.',
    serverShutdown: 'Nag-restart ang game server kaya nagsara ang lobby na ito. Gumawa ng bago.',
    serverRestarting: 'Nagre-restart ang server. Maya-maya, gumawa o sumali sa bagong lobby.',
    closed: 'Nagsara na ang lobby.',
    madePrivate: 'Ginawang pribado ng host ang lobby na ito.',
    lost: 'Naputol ang koneksyon sa lobby. Tingnan ang koneksyon mo at sumali ulit.',
    seatGone:
      'Wala ka na sa lobby na ito: masyadong matagal na naputol ang koneksyon, o umalis ka na rito sa ibang tab.',
  },

  refusals: {
    notHostStart: 'Ang host lang ang puwedeng magsimula ng laro',
    createSignIn: 'Kailangan mong mag-sign in para gumawa ng lobby',
    joinSignIn: 'Kailangan mong mag-sign in para sumali sa lobby',
    gameInProgress: 'Nagsimula na ang larong ito: hintayin ang susunod, o gumawa ng lobby.',
    gameStarted: 'Nagsimula na ang laro.',
    rematchAfterGame: 'Makakapagsimula lang ng panibagong laro kapag tapos na ang larong ito.',
    notHostKick: 'Ang host lang ang puwedeng mag-alis ng manlalaro.',
    notHostLanguage: 'Ang host lang ang puwedeng magpalit ng wika.',
    notHostRoundTime: 'Ang host lang ang puwedeng magpalit ng oras ng bawat yugto.',
    notHostRematch: 'Ang host lang ang puwedeng magsimula ng panibagong laro.',
    notHostPrivate: 'Ang host lang ang puwedeng magpasya kung sino ang makakapanood.',
    kickTargetGone: 'Wala sa lobby na ito ang manlalarong iyon.',
    kickSelf: 'Hindi mo puwedeng alisin ang sarili mo: umalis ka na lang.',
  },
};
