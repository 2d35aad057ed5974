import { drawSample, formatSample, type BankWord } from './blind-read-sample';
import { parseAnswers, scoreLanguage } from './blind-read-score';

function bankOf(count: number): BankWord[] {
  const words: BankWord[] = [];
  for (const language of ['english', 'filipino']) {
    for (let index = 0; index < count; index += 1) {
      for (const isReal of [true, false]) {
        words.push({
          word: `${language.slice(0, 2)}${isReal ? 'real' : 'fake'}${index}`,
          definition: `meaning ${index}`,
          usage: `a sentence ${index}`,
          isReal,
          language,
          wordClass: 'noun',
        });
      }
    }
  }
  return words;
}

describe('a blind read sample', () => {
  it('draws each side of each language in the asked numbers, and a new seed draws other words', () => {
    const { sample, truth } = drawSample(bankOf(100), 1);
    const count = (language: string, isReal: boolean) =>
      truth.filter((item) => item.language === language && item.isReal === isReal).length;
    expect([
      count('english', true),
      count('english', false),
      count('filipino', true),
      count('filipino', false),
    ]).toEqual([30, 30, 10, 10]);
    expect(sample.map((item) => item.number)).toEqual(truth.map((item) => item.number));
    const other = drawSample(bankOf(100), 2).sample.map((item) => item.word);
    expect(other).not.toEqual(sample.map((item) => item.word));
  });

  it('shows the reader no truth: the sample file names no side and no explanation', () => {
    const bank = bankOf(40).map((word) => ({ ...word, explanation: 'Made up: secret' }));
    const text = formatSample(drawSample(bank, 3).sample, 3);
    expect(text).not.toMatch(/Made up|secret/);
    // The words themselves carry their side here, so the check is on the fields around them.
    expect(text).not.toMatch(/isReal|true|false/);
  });
});

describe('scoring a reader', () => {
  const truth = [
    { number: 1, language: 'english' as const, word: 'alpha', isReal: true, explanation: '' },
    { number: 2, language: 'english' as const, word: 'beta', isReal: false, explanation: '' },
    { number: 3, language: 'english' as const, word: 'gamma', isReal: false, explanation: '' },
    { number: 4, language: 'english' as const, word: 'delta', isReal: true, explanation: '' },
  ];
  const reply = [
    '1 | REAL | 4 | known | usage natural: yes | I know it',
    '2 | FAKE | 5 | other-word | usage natural: no | that is "decelerate"',
    '- 3 | FAKE | 2 | unknown | no | never seen it',
    '4 | FAKE | confidence 3 | spelling | yes',
    '5 | MAYBE | 3 | known | yes',
    'estimate english real: 25',
    'estimate english fake: 40%',
  ].join('\n');

  it('reads answer lines and estimates, and keeps the lines it cannot read', () => {
    const reader = parseAnswers(reply);
    expect(reader.answers.map((answer) => answer.number)).toEqual([1, 2, 3, 4]);
    expect(reader.estimates).toEqual({ 'english real': 25, 'english fake': 40 });
    expect(reader.unreadable).toEqual(['5 | MAYBE | 3 | known | yes']);
  });

  it('counts right calls by side, property tells among FAKE calls, another word among fakes and odd usages', () => {
    const score = scoreLanguage('english', truth, parseAnswers(reply));
    expect(score.right).toEqual({ count: 3, of: 4 });
    expect(score.rightBySide).toEqual({ real: { count: 1, of: 2 }, fake: { count: 2, of: 2 } });
    // FAKE calls: beta (other-word), gamma (unknown), delta (spelling): two of three lean on the entry.
    expect(score.propertyTellsOfFakeCalls).toEqual({ count: 2, of: 3 });
    expect(score.otherWordOfFakes).toEqual({ count: 1, of: 2 });
    expect(score.oddUsages).toEqual({ real: { count: 0, of: 2 }, fake: { count: 2, of: 2 } });
    expect(score.estimates).toEqual({ real: 25, fake: 40 });
  });
});
