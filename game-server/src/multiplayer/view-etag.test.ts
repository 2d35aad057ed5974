import { countdownEtag, etagOfJson, isEtagMatched, isStateMatched } from './view-etag';

describe('view ETags', () => {
  const etag = etagOfJson('{"lobbyCode":"ABC234"}');

  it('tags the same JSON the same way and different JSON differently', () => {
    expect(etagOfJson('{"lobbyCode":"ABC234"}')).toBe(etag);
    expect(etagOfJson('{"lobbyCode":"ABC235"}')).not.toBe(etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
  });

  it('matches If-None-Match as RFC 9110 says: the tag, weakly, in a list, or *', () => {
    expect(isEtagMatched(etag, etag)).toBe(true);
    expect(isEtagMatched(`W/${etag}`, etag)).toBe(true);
    expect(isEtagMatched(`"other", ${etag}`, etag)).toBe(true);
    expect(isEtagMatched('*', etag)).toBe(true);
    expect(isEtagMatched('"other"', etag)).toBe(false);
    expect(isEtagMatched('', etag)).toBe(false);
    expect(isEtagMatched(undefined, etag)).toBe(false);
  });

  it('tags the game view by its state and countdown: exact for a plain poll, the state alone for a long one', () => {
    const at12 = countdownEtag(etag, 12);
    const at9 = countdownEtag(etag, 9);
    expect(at12).toMatch(/^"[\w-]+\.12"$/);
    // A plain poll holding the view at 12 s left has not the view at 9 s.
    expect(isEtagMatched(at12, at9)).toBe(false);
    expect(isStateMatched(at12, at9)).toBe(true);
    expect(isStateMatched(`W/${at12}`, at9)).toBe(true);
    expect(isStateMatched(`"other.9", ${at12}`, at9)).toBe(true);
    // Another state, whatever its countdown; and `*` names no state to wait on.
    expect(isStateMatched(countdownEtag(etagOfJson('{}'), 9), at9)).toBe(false);
    expect(isStateMatched('*', at9)).toBe(false);
    expect(isStateMatched(undefined, at9)).toBe(false);
    // A view with no countdown (the Lobby) is its state.
    expect(isStateMatched(etag, etag)).toBe(true);
  });
});
