import { customSessionPlayOf } from './custom-session-play';

describe('customSessionPlayOf', () => {
  const isRealOf = new Map([
    ['real-1', true],
    ['real-2', true],
    ['fake-1', false],
    ['fake-2', false],
    ['fake-3', false],
  ]);

  it('counts every phase-one call and the calls that were wrong about the word', () => {
    const answers = [
      { wordId: 'real-1', playerAnswer: true },
      { wordId: 'real-2', playerAnswer: false },
      { wordId: 'fake-1', playerAnswer: true },
      { wordId: 'fake-2', playerAnswer: false },
      { wordId: 'fake-3', playerAnswer: true },
    ];
    expect(customSessionPlayOf(answers, isRealOf)).toEqual({ calls: 5, fooled: 3 });
  });

  it('leaves out rounds that timed out at phase one', () => {
    const answers = [
      { wordId: 'real-1', playerAnswer: null },
      { wordId: 'fake-1', playerAnswer: true },
      { wordId: 'fake-2', playerAnswer: null },
    ];
    expect(customSessionPlayOf(answers, isRealOf)).toEqual({ calls: 1, fooled: 1 });
  });

  it('leaves out a word whose truth is no longer known', () => {
    const answers = [
      { wordId: 'deleted', playerAnswer: true },
      { wordId: 'real-1', playerAnswer: true },
    ];
    expect(customSessionPlayOf(answers, isRealOf)).toEqual({ calls: 1, fooled: 0 });
  });

  it('is zero for a game with no answers', () => {
    expect(customSessionPlayOf([], isRealOf)).toEqual({ calls: 0, fooled: 0 });
  });
});
