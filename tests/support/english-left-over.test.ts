import { CATALOGUES } from '../../web/src/i18n/messages';
import { englishLeftOver } from './english-left-over';

describe('englishLeftOver', () => {
  const englishIn = englishLeftOver(['round']);
  const filipinoRound = CATALOGUES.filipino.lobby.roundOf({ round: 1, total: 5 });

  it("reads a lobby code with an X as the English 'x' unless it is named as data shown as it is", () => {
    expect(englishIn(['W5X4WV'])).toEqual(['W5X4WV (x)']);
    expect(englishIn(['W5X4WV'], ['W5X4WV'])).toEqual([]);
    expect(englishIn([`Lobby W5X4WV · ${filipinoRound}`], ['W5X4WV'])).toEqual([]);
  });

  it("still finds the catalogue's English beside the data, and data only where it stands whole", () => {
    expect(englishIn(['W5X4WV Round 1/5'], ['W5X4WV'])).toEqual(['W5X4WV Round 1/5 (Round, round)']);
    // 'Round' is no name here: a name 'Ro' does not hide the word it is part of.
    expect(englishIn(['Round 1/5'], ['Ro'])).toEqual(['Round 1/5 (Round, round)']);
  });
});
