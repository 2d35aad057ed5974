import { REAL_WORD_USAGES } from './real-word-usages';
import { WRITTEN_MEANINGS } from './written-meanings';
import { writtenSentenceProblems } from './written-sentence-rules';

describe('the rules of a sentence written for a meaning', () => {
  it('pass a sentence with the word once, bare, and its article as a placeholder', () => {
    expect(
      writtenSentenceProblems('{A} {w} can lift wine and grease from silk without leaving a ring.'),
    ).toEqual([]);
    expect(writtenSentenceProblems('Saddle makers still {w} thin rawhide by hand for bridles.')).toEqual([]);
  });

  it('name each rule a sentence breaks', () => {
    expect(writtenSentenceProblems('The {w} met another {w} at the gate of the town.')).toEqual([
      '{w} exactly once',
    ]);
    expect(writtenSentenceProblems('She bought an {w} at the fair last summer.')).toEqual([
      '{a} {w}, not "a/an {w}"',
    ]);
    expect(writtenSentenceProblems('They {w}ed the frames before the frost came.')).toEqual([
      '{w} without an ending',
    ]);
    expect(writtenSentenceProblems('{a} {w} hung by the door of every cottage.')).toEqual([
      '{A} opening the sentence, {a} elsewhere',
    ]);
    expect(writtenSentenceProblems('Sailors kept {a} {w} on deck, a kind of lasso')).toEqual([
      'a full stop last',
    ]);
    expect(writtenSentenceProblems('The {w} was seen.')).toEqual(['6-28 words']);
    expect(writtenSentenceProblems('Fishermen still use {a} {w}, known as a drag net, in spring.')).toEqual([
      'no talk of words',
    ]);
    expect(writtenSentenceProblems('The {w} of the {x} stood by the old mill in the valley.')).toEqual([
      'only {w}, {a} and {A}',
    ]);
  });

  it('hold for every sentence written for a real word and for a fake', () => {
    const broken = [
      ...REAL_WORD_USAGES.map(({ usage }) => usage),
      ...WRITTEN_MEANINGS.flatMap(({ usage }) => (usage === undefined ? [] : [usage])),
    ].filter((usage) => writtenSentenceProblems(usage).length > 0);
    expect(broken).toEqual([]);
  });
});
