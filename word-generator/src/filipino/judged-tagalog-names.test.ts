import { JUDGED_TAGALOG_NAMES } from './data/judged-tagalog-names';
import { FILIPINO_FAKE_MEANINGS } from './filipino-fake-meanings';
import { judgedTagalogNameOf } from './judged-tagalog-names';

describe('the written Filipino meanings readers named a Tagalog word for', () => {
  it('are no written meaning any more, each listed once with the words named', () => {
    const definitions = JUDGED_TAGALOG_NAMES.map(([definition]) => definition);
    const named = FILIPINO_FAKE_MEANINGS.filter(
      (meaning) => judgedTagalogNameOf(meaning.definition) !== undefined,
    );
    expect(named.map((meaning) => meaning.definition)).toEqual([]);
    expect(new Set(definitions).size).toBe(definitions.length);
    expect(JUDGED_TAGALOG_NAMES.filter(([, namedBy]) => namedBy.trim() === '')).toEqual([]);
  });

  it('are looked up by the gloss a player sees', () => {
    expect(judgedTagalogNameOf('a bamboo blowpipe, as used on a kitchen fire')).toBe('ihipan');
    expect(judgedTagalogNameOf('a bamboo blowpipe')).toBeUndefined();
  });
});
