import { CATALOGUES } from '../i18n/messages';
import { unchartedGamesOf } from './uncharted-games';

describe('the stats view beside the menu’s counts', () => {
  it('says no games only when the totals have none either', () => {
    expect(unchartedGamesOf({ totalGames: 0, chartedGames: 0 })).toBeNull();
  });

  it('explains a lobby game the menu counts but no chart shows, instead of "No games yet"', () => {
    expect(unchartedGamesOf({ totalGames: 1, chartedGames: 0 })).toBe(1);
    expect(unchartedGamesOf({ totalGames: 4, chartedGames: 3 })).toBeNull();
  });
});

describe('the stats view’s counts in words', () => {
  const { english, filipino } = CATALOGUES;

  it('speaks of one game in the singular and of several in the plural', () => {
    const stats = english.progress.stats;
    expect(stats.across({ games: 1, real: '100%', fake: '50%' })).toBe(
      'In this game: real words 100% right, fakes 50% caught.',
    );
    expect(stats.across({ games: 3, real: '100%', fake: '50%' })).toMatch(/^Across these 3 games: /);
    expect(stats.noChartedGames({ games: 1 })).toMatch(/^Your game so far was played .*: it counts /);
    expect(stats.noChartedGames({ games: 2 })).toMatch(/^Your 2 games so far were played .*: they count /);
    expect(stats.offlineGames({ games: 1 })).toBe(
      'One game was played offline: only this browser counted it.',
    );
    expect(stats.offlineGames({ games: 2 })).toBe(
      '2 games were played offline: only this browser counted them.',
    );
  });

  it('does so in Filipino too, never "these 1"', () => {
    const stats = filipino.progress.stats;
    expect(stats.across({ games: 1, real: '100%', fake: '50%' })).toMatch(/^Sa larong ito: /);
    expect(stats.across({ games: 3, real: '100%', fake: '50%' })).toMatch(/^Sa 3 larong ito: /);
    expect(stats.noChartedGames({ games: 1 })).toMatch(/^Ang nag-iisang laro mo ay .* kasama ito /);
    expect(stats.noChartedGames({ games: 2 })).toMatch(/^Ang 2 laro mo ay .* kasama ang mga ito /);
    expect(stats.offlineGames({ games: 1 })).toMatch(/^Isang laro ang .* nito\.$/);
  });
});
