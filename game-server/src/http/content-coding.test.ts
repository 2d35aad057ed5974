import { preferredContentCoding } from './content-coding';

describe('preferredContentCoding', () => {
  const both = ['br', 'gzip'] as const;

  it("sends Brotli to a browser that lists gzip first at the same weight (Chromium's header)", () => {
    expect(preferredContentCoding('gzip, deflate, br, zstd', both)).toBe('br');
  });

  it('sends gzip to a client that takes only gzip, or weighs it above Brotli', () => {
    expect(preferredContentCoding('gzip, deflate', both)).toBe('gzip');
    expect(preferredContentCoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(preferredContentCoding('br;q=0, gzip', both)).toBe('gzip');
  });

  it('sends the file as it is without a header, to a client that refuses both, or when no coding is stored', () => {
    expect(preferredContentCoding(undefined, both)).toBeNull();
    expect(preferredContentCoding('', both)).toBeNull();
    expect(preferredContentCoding('identity', both)).toBeNull();
    expect(preferredContentCoding('gzip;q=0, br;q=0', both)).toBeNull();
    expect(preferredContentCoding('*;q=0', both)).toBeNull();
    expect(preferredContentCoding('gzip, br', [])).toBeNull();
  });

  it('reads * as any coding the header does not name, and only the codings stored', () => {
    expect(preferredContentCoding('*', both)).toBe('br');
    expect(preferredContentCoding('br;q=0, *', both)).toBe('gzip');
    expect(preferredContentCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredContentCoding('GZIP; Q=1', both)).toBe('gzip');
  });
});
