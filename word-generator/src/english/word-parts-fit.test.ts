import { clashingPart, fittingPart, partsFitDefinition } from './word-parts-fit';

describe('word parts that fit the meaning', () => {
  it('finds a classical root whose noun the definition names', () => {
    expect(fittingPart('nephology', 'the branch of meteorology that studies clouds')).toEqual({
      part: 'neph-',
      carries: 'clouds',
    });
    expect(fittingPart('chirology', 'the study of the hand')).toEqual({ part: 'chir-', carries: 'hand' });
  });

  it('finds a root after a classical prefix or ending the word', () => {
    expect(fittingPart('epiphyte', 'a plant that grows on another plant')?.part).toBe('phyt-');
    expect(fittingPart('megalith', 'a very large stone')?.part).toBe('lith-');
    expect(fittingPart('osteoarthritis', 'breakdown of cartilage in the joints')?.part).toBe('arthr-');
  });

  it("matches a noun's 5-letter stem, and a short noun only as a word of its own", () => {
    expect(fittingPart('anthophilous', 'attracted to flowering plants')).toEqual({
      part: 'anth-',
      carries: 'flowering',
    });
    expect(fittingPart('myrmecoid', 'resembling an antelope')?.part).not.toBe('myrmec-');
    expect(fittingPart('dentifrice', 'for the teeth; applied with a toothbrush')?.carries).toBe('teeth');
  });

  it('does not count a root buried in the middle of a word', () => {
    expect(fittingPart('bathyheliscope', 'a device for the sun')).toBeUndefined();
  });

  it('finds a meaning-carrying ending whose keyword the definition says', () => {
    expect(fittingPart('zelophobia', 'a morbid fear of jealousy')).toEqual({
      part: '-phobia',
      carries: 'fear',
    });
    expect(fittingPart('graphology', 'the study of handwriting')).toEqual({
      part: '-logy',
      carries: 'study',
    });
    expect(fittingPart('gastritis', 'inflammation of the lining of the stomach')?.part).toBe('gastr-');
    expect(fittingPart('tyrannicide', 'the act of killing a tyrant')).toEqual({
      part: '-cide',
      carries: 'killing',
    });
    expect(fittingPart('vexillophobic', 'fearing flags')).toEqual({ part: '-phobic', carries: 'fearing' });
    expect(fittingPart('ulalgia', 'pain in the gums')).toEqual({ part: '-algia', carries: 'pain' });
  });

  it('finds an English affix whose meaning the definition spells out', () => {
    expect(fittingPart('glazer', 'someone who cuts flat glass to size')).toEqual({
      part: '-er',
      carries: 'someone',
    });
    expect(fittingPart('dimness', 'the state of being dim')).toEqual({ part: '-ness', carries: 'state' });
    expect(fittingPart('unkempt', 'not properly maintained')).toEqual({ part: 'un-', carries: 'not' });
    expect(fittingPart('reread', 'read again')).toEqual({ part: 're-', carries: 'again' });
    expect(fittingPart('overcook', 'cook too long')).toEqual({ part: 'over-', carries: 'too' });
  });

  it('finds nothing when the parts say nothing of the definition, real word or invented', () => {
    expect(fittingPart('cotypotence', 'the scientific study of the nervous system')).toBeUndefined();
    expect(fittingPart('hydrophobia', 'a morbid attraction to rain')).toBeUndefined();
    expect(fittingPart('bollard', 'a strong post for attaching mooring lines')).toBeUndefined();
  });

  it('does not count an affix that leaves too little word beside it', () => {
    expect(fittingPart('rear', 'again the back')).toBeUndefined();
  });

  it('answers as fittingPart does when one definition is checked against many words', () => {
    const cases: [string, string][] = [
      ['the branch of meteorology that studies clouds', 'nephology'],
      ['a plant that grows on another plant', 'epiphyte'],
      ['a device for the sun', 'bathyheliscope'],
      ['a morbid fear of jealousy', 'zelophobia'],
      ['someone who cuts flat glass to size', 'glazer'],
      ['someone who cuts flat glass to size', 'glazo'],
      ['not properly maintained', 'unkempt'],
      ['cook too long', 'overcook'],
      ['resembling an antelope', 'myrmecoid'],
      ['attracted to flowering plants', 'anthophilous'],
      ['a small stone used to sharpen a knife', 'lithander'],
      ['a small stone used to sharpen a knife', 'petromel'],
    ];
    for (const [definition, word] of cases) {
      expect(partsFitDefinition(definition)(word)).toBe(fittingPart(word, definition) !== undefined);
    }
    expect(partsFitDefinition('a small stone used to sharpen a knife')('lithander')).toBe(true);
    expect(partsFitDefinition('a wooden bench')('lithander')).toBe(false);
  });

  it('names a root or ending a word shows that its meaning does not carry, and none when a part fits', () => {
    expect(clashingPart('phyticity', 'the power or ability to move against a current')).toBe('phyt-');
    expect(clashingPart('sadiophile', 'a winch for hauling nets aboard')).toBe('-phile');
    expect(clashingPart('hydra', 'trouble that cannot be overcome by a single effort')).toBe('hydr-');
    expect(clashingPart('nephology', 'the branch of meteorology that studies clouds')).toBeUndefined();
    expect(clashingPart('Phytology', 'the study of plants')).toBeUndefined();
    expect(clashingPart('glimber', 'a small wooden mallet')).toBeUndefined();
  });
});
