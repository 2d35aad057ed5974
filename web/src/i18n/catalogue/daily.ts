import type { MessagesOf } from './messages-of';

const gamesWord = (count: number) => (count === 1 ? 'game' : 'games');

/** The menus' Daily five card and the signed-in menu's games left today. */
export const dailyEnglish = {
  five: {
    title: 'Daily five',
    intro: 'Five words a day, the same for everyone.',
    play: "Play today's five",
    starting: 'Starting…',
    ready: "Today's five words are ready: the same five for everyone.",
    startedNotFinished: 'Played today: started, not finished.',
    /** Today's five, left mid-game on this browser, taken up again where it stands. */
    resume: "Resume today's five",
    played: (p: { score: number; max: number; isPractice: boolean }) =>
      `Played today: ${p.score} / ${p.max} points${p.isPractice ? ' (practice: you had met these words before)' : ''}.`,
    streak: (p: { days: number }) => `Daily streak: ${p.days} ${p.days === 1 ? 'day' : 'days'}`,
    nextSetIn: (p: { countdown: string }) => `Next set in ${p.countdown}`,
    keptOnBrowser: 'Kept on this browser only: sign in to keep your daily streak with your account.',
    keptForNobody:
      'This browser keeps no guest id, so the Daily five cannot be kept for it: sign in to play it.',
    unreachable:
      "Cannot reach the server, so today's Daily five cannot be played now. It is never played offline: try again once you are back online.",
    couldNotStart: "Today's Daily five could not start. Please try again.",
  },
  /** The archive of past days. `date` is the day written out in the interface language. */
  archive: {
    open: 'Past days',
    close: 'Hide past days',
    title: 'Past Daily fives',
    note: "Play any past day's five again as practice: it never counts for your stats or your daily streak.",
    loading: 'Loading the past days…',
    failed: 'Could not load the past days.',
    tryAgain: 'Try again',
    empty: 'No past days yet: the archive starts the day after the first Daily five.',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    playDay: (p: { date: string; hasPlayed: boolean }) =>
      `Play ${p.date} as practice${p.hasPlayed ? ' (you played it on the day)' : ''}`,
    playedMark: 'played on the day',
    badge: (p: { day: string }) => `Archive ${p.day} · practice`,
    results: (p: { date: string }) =>
      `Practice: the Daily five of ${p.date}, from the archive. It counts toward no stats and no daily streak.`,
  },
  games: {
    unlimited: 'Unlimited solo games with your plan',
    left: (p: { remaining: number; limit: number }) =>
      `${p.remaining} of ${p.limit} solo ${gamesWord(p.limit)} left today`,
    playedAll: (p: { limit: number }) =>
      `You have played your ${p.limit} solo ${gamesWord(p.limit)} for today`,
    /** `wait` is one of the durations below; `time` the reset's UTC time, 'HH:MM'. */
    newGamesIn: (p: { wait: string; time: string }) => `New games in ${p.wait} (at ${p.time} UTC).`,
    lobbiesDoNotCount: 'Multiplayer lobbies do not count, so you can still play with friends.',
    moreForBluffling: 'Wordsmith gives unlimited games; Lexivestor one more a day.',
    moreForLexivestor: 'Wordsmith gives unlimited games.',
    lessThanAMinute: 'less than a minute',
    minutes: (p: { minutes: number }) => `${p.minutes} min`,
    hours: (p: { hours: number }) => `${p.hours} h`,
    hoursAndMinutes: (p: { hours: number; minutes: number }) => `${p.hours} h ${p.minutes} min`,
    seePlans: 'See the plans',
    /** A game refused for the daily limit (code 'daily-limit-reached'), before the count is read again. */
    limitRefused:
      'You have played your free games for today. New games unlock at 00:00 UTC; upgrade to Wordsmith for unlimited games, or to Lexivestor for one more a day.',
  },
};

export const dailyFilipino: MessagesOf<typeof dailyEnglish> = {
  five: {
    title: 'Lima ng Araw',
    intro: 'Limang salita bawat araw, pareho para sa lahat.',
    play: 'Laruin ang lima ngayong araw',
    starting: 'Sinisimulan…',
    ready: 'Handa na ang limang salita ngayong araw: pareho ang lima para sa lahat.',
    startedNotFinished: 'Nalaro na ngayong araw: sinimulan, hindi tinapos.',
    resume: 'Ituloy ang lima ngayong araw',
    played: (p) =>
      `Nalaro na ngayong araw: ${p.score} / ${p.max} puntos${p.isPractice ? ' (pagsasanay: nakita mo na ang mga salitang ito dati)' : ''}.`,
    streak: (p) => `Sunod-sunod na araw: ${p.days}`,
    nextSetIn: (p) => `Susunod na set sa loob ng ${p.countdown}`,
    keptOnBrowser:
      'Sa browser na ito lang nakatabi: mag-sign in para maitabi ang sunod-sunod mong araw sa account mo.',
    keptForNobody:
      'Walang guest id ang browser na ito, kaya hindi maitatabi rito ang Lima ng Araw: mag-sign in para malaro ito.',
    unreachable:
      'Hindi maabot ang server, kaya hindi malalaro ngayon ang Lima ng Araw. Hindi ito nilalaro offline: subukan ulit kapag online ka na.',
    couldNotStart: 'Hindi nasimulan ang Lima ng Araw ngayon. Pakisubukan ulit.',
  },
  archive: {
    open: 'Mga nakaraang araw',
    close: 'Itago ang mga nakaraang araw',
    title: 'Mga nakaraang Lima ng Araw',
    note: 'Laruin ulit ang lima ng anumang nakaraang araw bilang pagsasanay: hindi ito bibilang sa stats mo o sa sunod-sunod mong araw.',
    loading: 'Kinukuha ang mga nakaraang araw…',
    failed: 'Hindi makuha ang mga nakaraang araw.',
    tryAgain: 'Subukan ulit',
    empty: 'Wala pang nakaraang araw: nagsisimula ang arkibo sa araw pagkatapos ng unang Lima ng Araw.',
    previousMonth: 'Nakaraang buwan',
    nextMonth: 'Susunod na buwan',
    playDay: (p) =>
      `Laruin ang ${p.date} bilang pagsasanay${p.hasPlayed ? ' (nalaro mo ito noong araw na iyon)' : ''}`,
    playedMark: 'nalaro noong araw na iyon',
    badge: (p) => `Arkibo ${p.day} · pagsasanay`,
    results: (p) =>
      `Pagsasanay: ang Lima ng Araw ng ${p.date}, mula sa arkibo. Hindi ito bibilang sa stats mo o sa sunod-sunod mong araw.`,
  },
  games: {
    unlimited: 'Walang limitasyon ang solo game sa plan mo',
    left: (p) => `${p.remaining} sa ${p.limit} solo game ang natitira ngayong araw`,
    playedAll: (p) => `Nalaro mo na ang ${p.limit} solo game mo ngayong araw`,
    newGamesIn: (p) => `May bagong laro sa loob ng ${p.wait} (sa ${p.time} UTC).`,
    lobbiesDoNotCount:
      'Hindi kasama ang mga multiplayer lobby, kaya puwede ka pa ring maglaro kasama ang mga kaibigan.',
    moreForBluffling: 'Walang limitasyong laro sa Wordsmith; isa pang laro bawat araw sa Lexivestor.',
    moreForLexivestor: 'Walang limitasyong laro sa Wordsmith.',
    lessThanAMinute: 'wala pang isang minuto',
    minutes: (p) => `${p.minutes} minuto`,
    hours: (p) => `${p.hours} oras`,
    hoursAndMinutes: (p) => `${p.hours} oras at ${p.minutes} minuto`,
    seePlans: 'Tingnan ang mga plan',
    limitRefused:
      'Nalaro mo na ang mga libreng laro mo ngayong araw. May bagong laro sa 00:00 UTC; mag-upgrade sa Wordsmith para sa walang limitasyong laro, o sa Lexivestor para sa isa pa bawat araw.',
  },
};
