import type { MessagesOf } from './messages-of';

/**
 * The subscription page (docs/product.md §2 Subscription screen, §4 Subscription change, §8 Plans): the plan
 * cards (the plans' names, summaries and features by plan id; their prices stay in shared-schema), the way
 * back from Stripe, the cancel question, and the payments' refusals by code.
 */
export const plansEnglish = {
  checkingSignIn: 'Checking your sign-in…',
  pleaseSignIn: 'Please Sign In',
  plansBelongToAccount: 'Plans belong to your Bluffle account. Sign in to see yours or to choose another.',
  signIn: 'Sign In',
  goHome: 'Go to Home',
  title: 'Plans',
  /** 'You are on the <strong>Wordsmith</strong> plan.', around the plan's name. */
  currentPlan: { before: 'You are on the ', after: ' plan.' },
  adminHasEveryPlan: 'Admins already have every plan: there is nothing to buy.',

  /** The plans' names as players see them (docs/product.md §3 Plan names); admin is a role shown as a plan. */
  names: { bluffling: 'Bluffling', lexivestor: 'Lexivestor', wordsmith: 'Wordsmith', admin: 'Admin' },
  summaries: {
    bluffling: 'Play for free, every day.',
    // A one-time purchase cannot have a trial: the card says what it is and promises none.
    lexivestor: 'Pay once, keep it for good. No trial: nothing to cancel.',
    wordsmith: '7-day free trial, then monthly. Cancel anytime.',
  },
  features: {
    bluffling: ['A few solo games every day', 'Multiplayer lobbies with friends', 'Challenge links', 'Ads'],
    lexivestor: ['No ads, forever', '+1 solo game every day', 'Lexivestor badge'],
    wordsmith: [
      'Unlimited solo games',
      'No ads',
      'Create-A-Bluff: add your own words',
      'Custom five-word sessions to share',
      'Fool rates for your words',
      'Wordsmith badge',
    ],
  },
  /** `amount` is '$3.99'. A price of 0 is Free (docs/product.md §3). */
  price: {
    free: 'Free',
    once: (p: { amount: string }) => `${p.amount} once`,
    monthly: (p: { amount: string }) => `${p.amount} / month`,
    /** How a screen reader says the monthly price ('per month', not 'slash month'). */
    monthlySpoken: (p: { amount: string }) => `${p.amount} per month`,
  },
  priceLabel: (p: { price: string }) => `Price: ${p.price}`,
  whatPlanGives: (p: { plan: string }) => `What ${p.plan} gives`,
  currentPlanBadge: 'Current plan',

  /** The card's button (plan-cards.ts decides which). */
  buttons: {
    included: 'Included',
    yourPlan: 'Your plan',
    alreadyYours: 'Already yours',
    includedInWordsmith: 'Included in Wordsmith',
    choose: (p: { plan: string }) => `Choose ${p.plan}`,
    includedInYourPlan: 'Included in your plan',
    switchingAtPeriodEnd: 'Switching at period end',
    switchTo: (p: { plan: string }) => `Switch to ${p.plan}`,
    openingCheckout: 'Opening checkout…',
    switching: 'Switching…',
  },

  billing: 'Billing',
  yourSubscription: 'Your subscription',
  keepingIt: 'Keeping it…',
  keepSubscription: 'Keep my subscription',
  openingBilling: 'Opening billing…',
  manageBilling: 'Manage billing',

  /** The running subscription in a sentence; `date` is written in the reader's language. */
  subscriptionState: {
    pastDue:
      'Your last Wordsmith payment failed and Stripe is still retrying it: update your card under Manage billing instead of subscribing again.',
    ends: (p: { date: string }) => `Your Wordsmith subscription ends on ${p.date}. It will not renew.`,
    trial: (p: { date: string; price: string }) =>
      `Your free trial runs until ${p.date}; then Wordsmith is ${p.price}.`,
    renews: (p: { date: string }) => `Your Wordsmith subscription renews on ${p.date}.`,
  },

  /** Back from Stripe Checkout (docs/product.md §4 Subscription change). */
  paymentReturn: {
    confirming: 'Confirming your payment…',
    confirmingSlow:
      'Your payment is taking longer than usual to confirm. It will appear here shortly; you can keep playing.',
    confirmed: 'Payment confirmed. Enjoy your new plan!',
    cancelled: 'Checkout cancelled: you were not charged.',
  },

  /** The in-page 'switch to the free plan?' question; its title is the card's `switchTo`. */
  cancelConfirm:
    'Switch to the free plan? Your subscription stops renewing and you keep your plan until the end of the period you paid for.',
  keepPlan: (p: { plan: string }) => `No, keep ${p.plan}`,
  switchToFree: 'Yes, switch to free',
  cancelScheduled: 'Your subscription will end at the end of the period. You keep your plan until then.',
  resumed: 'Your subscription will renew as usual.',

  /** What a failed payments call says: the spec's own (§8 Plans), ours, and the server's refusals by code. */
  errors: {
    paymentFailed: 'Payment failed. Please try again.',
    changeFailed: 'Your subscription could not be changed. Please try again.',
    billingFailed: 'Billing could not be opened. Please try again.',
    notConfigured:
      'Payments are not set up on this server, so plans cannot be bought here. Everything else works as usual.',
  },
};

export const plansFilipino: MessagesOf<typeof plansEnglish> = {
  checkingSignIn: 'Tinitingnan ang pag-sign in mo…',
  pleaseSignIn: 'Mag-sign in muna',
  plansBelongToAccount:
    'Nakakabit ang mga plan sa Bluffle account mo. Mag-sign in para makita ang sa iyo o pumili ng iba.',
  signIn: 'Mag-sign in',
  goHome: 'Pumunta sa Tahanan',
  title: 'Mga plan',
  currentPlan: { before: 'Ang plan mo ngayon: ', after: '.' },
  adminHasEveryPlan: 'Nasa mga admin na ang lahat ng plan: walang kailangang bilhin.',

  names: { bluffling: 'Bluffling', lexivestor: 'Lexivestor', wordsmith: 'Wordsmith', admin: 'Admin' },
  summaries: {
    bluffling: 'Maglaro nang libre, araw-araw.',
    lexivestor: 'Isang bayad lang, sa iyo na habambuhay. Walang trial, kaya walang kailangang i-cancel.',
    wordsmith: '7 araw na libreng trial, tapos buwanan na. Puwedeng i-cancel kahit kailan.',
  },
  features: {
    bluffling: [
      'Ilang solo game araw-araw',
      'Multiplayer lobby kasama ang mga kaibigan',
      'Mga challenge link',
      'May ads',
    ],
    lexivestor: ['Walang ads, habambuhay', '+1 solo game araw-araw', 'Badge ng Lexivestor'],
    wordsmith: [
      'Walang limitasyong solo game',
      'Walang ads',
      'Create-A-Bluff: magdagdag ng sarili mong mga salita',
      'Sariling laro na may limang salita, para i-share',
      'Gaano kadalas nakakaloko ang mga salita mo',
      'Badge ng Wordsmith',
    ],
  },
  price: {
    free: 'Libre',
    once: (p) => `${p.amount}, isang bayad lang`,
    monthly: (p) => `${p.amount} / buwan`,
    monthlySpoken: (p) => `${p.amount} kada buwan`,
  },
  priceLabel: (p) => `Presyo: ${p.price}`,
  whatPlanGives: (p) => `Ang kasama sa ${p.plan}`,
  currentPlanBadge: 'Kasalukuyang plan',

  buttons: {
    included: 'Kasama na',
    yourPlan: 'Plan mo ito',
    alreadyYours: 'Sa iyo na',
    includedInWordsmith: 'Kasama na sa Wordsmith',
    choose: (p) => `Piliin ang ${p.plan}`,
    includedInYourPlan: 'Kasama na sa plan mo',
    switchingAtPeriodEnd: 'Lilipat pagkatapos ng binayarang panahon',
    switchTo: (p) => `Lumipat sa ${p.plan}`,
    openingCheckout: 'Binubuksan ang checkout…',
    switching: 'Lumilipat…',
  },

  billing: 'Pagsingil',
  yourSubscription: 'Ang subscription mo',
  keepingIt: 'Itinutuloy…',
  keepSubscription: 'Ituloy ang subscription ko',
  openingBilling: 'Binubuksan ang pagsingil…',
  manageBilling: 'Pamahalaan ang pagsingil',

  subscriptionState: {
    pastDue:
      'Pumalya ang huli mong bayad sa Wordsmith at sinusubukan pa itong singilin ulit ng Stripe: i-update ang card mo sa Pamahalaan ang pagsingil sa halip na mag-subscribe ulit.',
    ends: (p) => `Matatapos ang Wordsmith subscription mo sa ${p.date}. Hindi na ito magre-renew.`,
    trial: (p) => `Libre ang trial mo hanggang ${p.date}; pagkatapos, ${p.price} na ang Wordsmith.`,
    renews: (p) => `Magre-renew ang Wordsmith subscription mo sa ${p.date}.`,
  },

  paymentReturn: {
    confirming: 'Kinukumpirma ang bayad mo…',
    confirmingSlow:
      'Mas matagal kaysa karaniwan ang pagkumpirma ng bayad mo. Lalabas ito rito maya-maya; puwede ka munang maglaro.',
    confirmed: 'Kumpirmado na ang bayad. Sulitin ang bago mong plan!',
    cancelled: 'Kinansela ang checkout: hindi ka siningil.',
  },

  cancelConfirm:
    'Lumipat sa libreng plan? Hihinto ang pag-renew ng subscription mo, at sa iyo pa rin ang plan mo hanggang matapos ang panahong binayaran mo.',
  keepPlan: (p) => `Hindi, ituloy ang ${p.plan}`,
  switchToFree: 'Oo, lumipat sa libre',
  cancelScheduled:
    'Matatapos ang subscription mo sa dulo ng panahong binayaran. Sa iyo pa rin ang plan mo hanggang doon.',
  resumed: 'Magre-renew ang subscription mo gaya ng dati.',

  errors: {
    paymentFailed: 'Pumalya ang bayad. Pakisubukan ulit.',
    changeFailed: 'Hindi nabago ang subscription mo. Pakisubukan ulit.',
    billingFailed: 'Hindi nabuksan ang pagsingil. Pakisubukan ulit.',
    notConfigured:
      'Hindi naka-set up ang pagbabayad sa server na ito, kaya hindi makakabili ng plan dito. Gumagana pa rin ang lahat ng iba.',
  },
};
