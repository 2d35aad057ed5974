import { etagOfJson, isEtagMatched } from './view-etag';

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
});
