import { maxDelayMsOf, maxDelayOver } from './server-loop-delay';

describe("the server's event-loop delay as the bots read it", () => {
  it('reads the longest delay of a scrape in milliseconds', () => {
    const text = [
      '# HELP bluffle_event_loop_delay_max_seconds Longest event-loop delay since the previous scrape.',
      '# TYPE bluffle_event_loop_delay_max_seconds gauge',
      'bluffle_event_loop_delay_max_seconds 0.392167423',
    ].join('\n');
    expect(maxDelayMsOf(text)).toBeCloseTo(392.167, 3);
  });

  it('answers NaN when the server does not report it', () => {
    expect(maxDelayMsOf('bluffle_lobby_rooms_open 3')).toBeNaN();
  });

  it('gives a round the longest delay of the windows its answers overlapped, and only those', () => {
    const windows = [
      { fromMs: 0, toMs: 500, maxDelayMs: 12 },
      { fromMs: 500, toMs: 1000, maxDelayMs: 300 },
      { fromMs: 1000, toMs: 1500, maxDelayMs: 20 },
    ];
    expect(maxDelayOver(windows, 1100, 1400)).toBe(20);
    expect(maxDelayOver(windows, 900, 1400)).toBe(300);
    expect(maxDelayOver(windows, 2000, 2100)).toBeNaN();
  });
});
