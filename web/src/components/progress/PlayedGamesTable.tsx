import { HTML_LANG } from '../../i18n/messages';
import type { PlayedGameView } from '@bluffle/shared-schema';
import { useStore } from 'zustand';
import { useMessages } from '../../state/use-messages';
import { settingsStore } from '../../state/settings-store';

/**
 * The charts' numbers as a table, newest first (their text alternative): visually hidden unless the
 * player asks for it, always there for a screen reader. It holds no buttons: a hidden control would take
 * the keyboard's focus out of sight (each game's board is in PlayedGameBoards).
 */
export function PlayedGamesTable({ games, isShown }: { games: PlayedGameView[]; isShown: boolean }) {
  const { progress } = useMessages();
  const { table } = progress;
  const language = useStore(settingsStore, (state) => state.selectedLanguage);
  const dates = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short' });
  const ofTruth = (correct: number, played: number, percent: number | null) =>
    percent === null ? progress.stats.noneOfTruth : table.ofTruth({ correct, played, percent });
  return (
    <div
      id="played-games-table"
      className={isShown ? 'played-games-table' : 'visually-hidden'}
      // Shown, it scrolls sideways on a narrow screen: the keyboard must reach it to scroll it.
      tabIndex={isShown ? 0 : undefined}
      role="region"
      aria-label={table.caption}
    >
      <table data-testid="played-games-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{table.date}</th>
            <th scope="col">{table.game}</th>
            <th scope="col">{table.score}</th>
            <th scope="col">{table.correct}</th>
            <th scope="col">{table.accuracy}</th>
            <th scope="col">{table.real}</th>
            <th scope="col">{table.fake}</th>
            <th scope="col">{table.xp}</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => (
            <tr key={game.sessionCode} data-testid="played-game-row">
              <th scope="row">{dates.format(new Date(game.playedAt))}</th>
              <td>
                {progress.kinds[game.kind]}
                {game.isPractice && ` (${table.practice})`}
              </td>
              <td>{game.score}</td>
              <td>
                {game.correct}/{game.totalRounds}
              </td>
              <td>{game.accuracy}%</td>
              <td>{ofTruth(game.realWordsCorrect, game.realWordsPlayed, game.realWordPrecision)}</td>
              <td>{ofTruth(game.fakeWordsCorrect, game.fakeWordsPlayed, game.fakeWordPrecision)}</td>
              <td>{game.xpEarned}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
