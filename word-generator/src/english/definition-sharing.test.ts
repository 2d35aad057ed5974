import { DefinitionSharing } from './definition-sharing';

describe("how often a batch's fakes may show a definition another word shows", () => {
  // Two real words share "someone skilled in penmanship": the fakes' allowance is two of each kind.
  const realDefinitions = [
    'someone skilled in penmanship',
    'someone skilled in penmanship',
    'a chisel',
    'a tray',
  ];

  it('lets fakes show real words’ definitions only as often as real words share theirs, unless short', () => {
    const sharing = new DefinitionSharing(realDefinitions);
    expect(sharing.isShownByReal('a chisel')).toBe(true);
    expect(sharing.allows('a chisel', true)).toBe(true);
    sharing.take('a chisel');
    // Never a second fake on a real word's definition.
    expect(sharing.allows('a chisel', false)).toBe(false);
    sharing.take('a tray');
    // The allowance (2) is spent: held passes refuse, the last passes (the batch short) still may.
    expect(sharing.allows('someone skilled in penmanship', true)).toBe(false);
    expect(sharing.allows('someone skilled in penmanship', false)).toBe(true);
  });

  it('lets a second fake share a fake’s definition while as few fakes are paired, never a third', () => {
    const sharing = new DefinitionSharing(realDefinitions);
    expect(sharing.allows('the worship of fire', true)).toBe(true);
    sharing.take('the worship of fire');
    expect(sharing.allows('the worship of fire', true)).toBe(true);
    sharing.take('the worship of fire');
    expect(sharing.allows('the worship of fire', false)).toBe(false);
    sharing.take('self-fertilization in plants');
    // One pair (two fakes) uses the allowance of two.
    expect(sharing.allows('self-fertilization in plants', false)).toBe(false);
  });

  it('allows no pairs and no shared real definitions when no real words share one', () => {
    const sharing = new DefinitionSharing(['a chisel', 'a tray']);
    sharing.take('the worship of fire');
    expect(sharing.allows('the worship of fire', false)).toBe(false);
    expect(sharing.allows('a chisel', true)).toBe(false);
  });
});
