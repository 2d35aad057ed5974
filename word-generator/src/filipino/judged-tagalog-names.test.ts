import { JUDGED_TAGALOG_NAMES } from './data/judged-tagalog-names';
import { FILIPINO_FAKE_MEANINGS } from './filipino-fake-meanings';
import { judgedTagalogNameOf } from './judged-tagalog-names';

describe('the written Filipino meanings readers named a Tagalog word for', () => {
  it('are glosses of written meanings, each once, with the words named', () => {
    const glosses = new Set(FILIPINO_FAKE_MEANINGS.map((meaning) => meaning.definition));
    const definitions = JUDGED_TAGALOG_NAMES.map(([definition]) => definition);
    expect(definitions.filter((definition) => !glosses.has(definition))).toEqual([]);
    expect(new Set(definitions).size).toBe(definitions.length);
    expect(JUDGED_TAGALOG_NAMES.filter(([, namedBy]) => namedBy.trim() === '')).toEqual([]);
  });

  it('are looked up by the gloss a player sees', () => {
    expect(judgedTagalogNameOf('a bamboo blowpipe, as used on a kitchen fire')).toBe('ihipan');
    expect(judgedTagalogNameOf('a bamboo blowpipe')).toBeUndefined();
  });
});
