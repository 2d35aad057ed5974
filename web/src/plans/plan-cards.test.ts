import { PLANS, type SubscriptionView, type UserRole } from '@bluffle/shared-schema';
import { CATALOGUES } from '../i18n/messages';
import { planButtonText } from './plan-card-text';
import { planCardOf, planCardsOf, type PlanCardContext, type PlanCardView } from './plan-cards';

const ALL_PLANS = [PLANS.bluffling, PLANS.lexivestor, PLANS.wordsmith];

const subscription = (overrides: Partial<SubscriptionView> = {}): SubscriptionView => ({
  status: 'active',
  currentPeriodEnd: '2030-02-01T00:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  ...overrides,
});

/** The button's English words, as the page shows them with no call under way. */
const label = (card: PlanCardView) => planButtonText(card, null, CATALOGUES.english.plans);

function context(roles: UserRole[], overrides: Partial<PlanCardContext> = {}): PlanCardContext {
  return {
    user: { roles, isLexivestor: roles.includes('lexivestor') },
    isEnabled: true,
    subscription: null,
    ...overrides,
  };
}

it('marks the free plan as a bluffling\u2019s own and offers both paid plans', () => {
  const cards = planCardsOf(ALL_PLANS, context([]));
  expect(
    cards.map((card) => [card.plan.id, card.isCurrent, card.choice, label(card), card.isDisabled]),
  ).toEqual([
    ['bluffling', true, 'none', 'Your plan', true],
    ['lexivestor', false, 'checkout', 'Choose Lexivestor', false],
    ['wordsmith', false, 'checkout', 'Choose Wordsmith', false],
  ]);
});

it('disables buying when the server takes no payments, but not the switch to free', () => {
  const cards = planCardsOf(
    ALL_PLANS,
    context(['wordsmith'], { isEnabled: false, subscription: subscription() }),
  );
  expect(cards.map((card) => [card.plan.id, card.choice, card.isDisabled])).toEqual([
    ['bluffling', 'cancel', false],
    ['lexivestor', 'none', true],
    ['wordsmith', 'none', true],
  ]);
  const offered = planCardsOf(ALL_PLANS, context([], { isEnabled: false }));
  expect(offered.map((card) => [card.plan.id, card.choice, card.isDisabled])).toEqual([
    ['bluffling', 'none', true],
    ['lexivestor', 'checkout', true],
    ['wordsmith', 'checkout', true],
  ]);
});

it('offers a subscriber the free plan as a switch, and not again once it is scheduled', () => {
  const running = planCardOf(PLANS.bluffling, context(['wordsmith'], { subscription: subscription() }));
  expect(running).toMatchObject({ choice: 'cancel', isDisabled: false });
  expect(label(running)).toBe('Switch to Bluffling');
  const scheduled = context(['wordsmith'], { subscription: subscription({ cancelAtPeriodEnd: true }) });
  const switching = planCardOf(PLANS.bluffling, scheduled);
  expect(switching).toMatchObject({ choice: 'none', isDisabled: true });
  expect(label(switching)).toBe('Switching at period end');
});

it('has nothing to stop for a paid plan without a running subscription', () => {
  // Lexivestor is paid once; a wordsmith role given by hand has no Stripe subscription behind it.
  for (const roles of [['lexivestor'], ['wordsmith']] satisfies UserRole[][]) {
    const card = planCardOf(PLANS.bluffling, context(roles));
    expect(card).toMatchObject({ choice: 'none', isDisabled: true });
    expect(label(card)).toBe('Included in your plan');
  }
});

it('lets a lexivestor move up to wordsmith, and a wordsmith who bought lexivestor keep it', () => {
  expect(planCardOf(PLANS.wordsmith, context(['lexivestor']))).toMatchObject({ choice: 'checkout' });
  expect(planCardOf(PLANS.lexivestor, context(['lexivestor']))).toMatchObject({ isCurrent: true });
  const bought = planCardOf(PLANS.lexivestor, context(['wordsmith', 'lexivestor']));
  expect(bought).toMatchObject({ isCurrent: false, choice: 'none' });
  expect(label(bought)).toBe('Already yours');
});

it('does not sell lexivestor to a running wordsmith, whose plan already has what it gives', () => {
  const card = planCardOf(PLANS.lexivestor, context(['wordsmith']));
  expect(card).toMatchObject({ choice: 'none', isDisabled: true });
  expect(label(card)).toBe('Included in Wordsmith');
});

it('offers an admin nothing to buy and marks no card as theirs', () => {
  const cards = planCardsOf(ALL_PLANS, context(['admin']));
  expect(cards.every((card) => !card.isCurrent && card.choice === 'none' && card.isDisabled)).toBe(true);
  expect(cards.map(label)).toEqual(['Included', 'Included', 'Included']);
});

it('never lists admin, whatever the list holds', () => {
  const admin = { ...PLANS.wordsmith, id: 'admin' } as unknown as typeof PLANS.wordsmith;
  expect(planCardsOf([...ALL_PLANS, admin], context([])).map((card) => card.plan.id)).toEqual([
    'bluffling',
    'lexivestor',
    'wordsmith',
  ]);
});
