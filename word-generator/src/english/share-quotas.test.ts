import { shareQuotas } from './share-quotas';

describe("a batch's fakes held to the real words' shares", () => {
  it('lets each key up to its share of the real words, rounded up, and a key no real word has none', () => {
    // Three nouns and a verb among the real words; six fakes: nouns up to 4.5 -> 5, verbs 1.5 -> 2.
    const quotas = shareQuotas(['noun', 'noun', 'noun', 'verb'], 6);
    for (let taken = 0; taken < 5; taken += 1) {
      expect(quotas.isFull('noun')).toBe(false);
      quotas.take('noun');
    }
    expect(quotas.isFull('noun')).toBe(true);
    quotas.take('verb');
    expect(quotas.isFull('verb')).toBe(false);
    quotas.take('verb');
    expect(quotas.isFull('verb')).toBe(true);
    expect(quotas.isFull('adverb')).toBe(true);
  });
});
