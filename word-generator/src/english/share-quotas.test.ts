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

  it('counts shares per real word when a word gives several keys, with room above them and a floor for any key', () => {
    // Two real words give three keys; 'a' is in both (share 1), 'b' in one (share 0.5). Four fakes, half again:
    // 'a' up to 6, 'b' up to 3; 'z', which no real word has, up to the floor of 2.
    const quotas = shareQuotas(['a', 'b', 'a'], 4, { realCount: 2, slack: 1.5, least: 2 });
    const takenUpTo = (key: string) => {
      let taken = 0;
      while (!quotas.isFull(key)) {
        quotas.take(key);
        taken += 1;
      }
      return taken;
    };
    expect([takenUpTo('a'), takenUpTo('b'), takenUpTo('z')]).toEqual([6, 3, 2]);
  });
});
