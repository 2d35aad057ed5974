import { readMetricsAccess } from './metrics-config';

describe('readMetricsAccess', () => {
  const token = 'a-scrape-token-of-32-characters!';

  it('asks for the token whenever METRICS_TOKEN is set, in production or not', () => {
    expect(readMetricsAccess({ METRICS_TOKEN: token }, 'production')).toEqual({ kind: 'token', token });
    expect(readMetricsAccess({ METRICS_TOKEN: ` ${token} ` }, 'development')).toEqual({
      kind: 'token',
      token,
    });
  });

  it('is open without a token outside production, and off in production', () => {
    expect(readMetricsAccess({}, 'development')).toEqual({ kind: 'open' });
    expect(readMetricsAccess({}, 'test')).toEqual({ kind: 'open' });
    expect(readMetricsAccess({}, 'production')).toEqual({ kind: 'off' });
    expect(readMetricsAccess({ METRICS_TOKEN: '' }, 'production')).toEqual({ kind: 'off' });
  });

  it.each([
    ['short', /METRICS_TOKEN must be at least 16 characters/],
    ['sixteen chars but spaced', /METRICS_TOKEN must be printable characters without spaces/],
  ])('stops on METRICS_TOKEN=%j with a message naming it', (value, message) => {
    expect(() => readMetricsAccess({ METRICS_TOKEN: value }, 'production')).toThrow(message);
  });
});
