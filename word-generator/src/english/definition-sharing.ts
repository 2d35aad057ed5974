// A returning player who remembers a definition and meets it again on another word learns nothing
// only when that other word is as often real as fake. Real words share some definitions among themselves
// (calligrapher, calligraphist: a quarter of the bank's real words); fakes borrowing the meanings real words
// use (their kinds' sentences are where the real words left room) showed a real word's definition twice as
// often, and never one another's, so a remembered definition told the second word two times in three.

/** How often the fakes of a batch may show a definition another word of the batch shows. */
export class DefinitionSharing {
  private readonly realUses = new Map<string, number>();
  private readonly fakeUses = new Map<string, number>();
  /** Real words showing another real word's definition: the fakes' allowance of each kind of sharing. */
  private readonly allowance: number;
  private fakesOnReals = 0;
  private fakesInPairs = 0;

  constructor(realDefinitions: readonly string[]) {
    for (const definition of realDefinitions)
      this.realUses.set(definition, (this.realUses.get(definition) ?? 0) + 1);
    this.allowance = [...this.realUses.values()]
      .filter((uses) => uses > 1)
      .reduce((sum, uses) => sum + uses, 0);
  }

  /**
   * Whether a fake may show `definition` now: one no word shows; one a real word shows while as few fakes do
   * as real words share (or past that, when `holdsShares` is off and the batch would come up short); the
   * second fake of a definition one fake shows, while as few fakes are in such pairs.
   */
  allows(definition: string, holdsShares: boolean): boolean {
    const onFakes = this.fakeUses.get(definition) ?? 0;
    const onReals = this.realUses.get(definition) ?? 0;
    if (onReals > 0) return onFakes === 0 && (!holdsShares || this.fakesOnReals < this.allowance);
    if (onFakes === 0) return true;
    return onFakes === 1 && this.fakesInPairs + 2 <= this.allowance;
  }

  /** A fake now shows `definition`. */
  take(definition: string): void {
    const onFakes = this.fakeUses.get(definition) ?? 0;
    if ((this.realUses.get(definition) ?? 0) > 0) this.fakesOnReals += 1;
    else if (onFakes === 1) this.fakesInPairs += 2;
    this.fakeUses.set(definition, onFakes + 1);
  }

  /** Whether the definition is one a real word shows: such donors are tried last. */
  isShownByReal(definition: string): boolean {
    return this.realUses.has(definition);
  }
}
