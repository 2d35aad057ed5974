import { PAID_PLAN_IDS, PLAN_IDS, PLANS } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { planButtonText, planPriceText, planWords } from './plan-card-text';

const english = CATALOGUES.english.plans;
const filipino = CATALOGUES.filipino.plans;

describe('planPriceText', () => {
  it('labels prices the way the cards show them, and says them without a slash', () => {
    expect(PLAN_IDS.map((id) => planPriceText(PLANS[id], english))).toEqual([
      { shown: 'Free', spoken: 'Free' },
      { shown: '$4.99 once', spoken: '$4.99 once' },
      { shown: '$3.99 / month', spoken: '$3.99 per month' },
    ]);
  });

  it('words them in Filipino, the amount unchanged', () => {
    expect(planPriceText(PLANS.bluffling, filipino).shown).toBe('Libre');
    expect(planPriceText(PLANS.wordsmith, filipino)).toEqual({
      shown: '$3.99 / buwan',
      spoken: '$3.99 kada buwan',
    });
  });
});

describe('planWords', () => {
  it("names each plan by its brand name, the server's name for it", () => {
    for (const id of PLAN_IDS) {
      expect(planWords(id, english).name).toBe(PLANS[id].name);
      expect(planWords(id, filipino).name).toBe(PLANS[id].name);
    }
  });

  it('lists as many features in Filipino as in English', () => {
    for (const id of PLAN_IDS) {
      expect(planWords(id, filipino).features).toHaveLength(planWords(id, english).features.length);
    }
  });

  it('never promises the one-time plan a trial, in either language', () => {
    const text = (words: ReturnType<typeof planWords>) => [words.summary, ...words.features].join(' ');
    expect(text(planWords('lexivestor', english))).not.toMatch(/free trial/i);
    expect(text(planWords('lexivestor', filipino))).not.toMatch(/libreng trial/i);
    expect(text(planWords('wordsmith', filipino))).toMatch(/libreng trial/i);
  });
});

describe('planButtonText', () => {
  const card = { plan: PLANS.wordsmith, choice: 'checkout' as const, button: 'choose' as const };

  it("names the plan on the buttons that act on it, in the reader's language", () => {
    expect(planButtonText(card, null, english)).toBe('Choose Wordsmith');
    expect(planButtonText(card, null, filipino)).toBe('Piliin ang Wordsmith');
    const free = { plan: PLANS.bluffling, choice: 'cancel' as const, button: 'switchTo' as const };
    expect(planButtonText(free, null, english)).toBe('Switch to Bluffling');
  });

  it("says what this card's call is doing while it is under way, and nothing else's", () => {
    for (const plan of PAID_PLAN_IDS) {
      const busy = { action: 'checkout' as const, plan };
      const expected = plan === 'wordsmith' ? 'Opening checkout…' : 'Choose Wordsmith';
      expect(planButtonText(card, busy, english)).toBe(expected);
    }
    const free = { plan: PLANS.bluffling, choice: 'cancel' as const, button: 'switchTo' as const };
    expect(planButtonText(free, { action: 'cancel' }, english)).toBe('Switching…');
  });
});
