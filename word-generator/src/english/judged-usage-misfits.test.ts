import { categorySentences } from './category-sentences';
import { JUDGED_USAGE_MISFITS } from './data/judged-usage-misfits';
import { SENTENCE_KINDS } from './data/category-sentence-table';
import { frameKey, isJudgedMisfit } from './judged-usage-misfits';
import { templatesWrittenFor } from './usage-templates';
import { testSynset } from '../common/synset-test-fixtures';
import type { WordNet } from '../common/wordnet-reader';

describe('sentences editors judged wrong for a meaning', () => {
  it('keys a frame however its article, case and closing stop are written', () => {
    expect(frameKey('She had always wanted to meet an {w} in person.')).toBe(
      'she had always wanted to meet {a} {w} in person',
    );
    expect(frameKey('{a} {w} was seen near the river last spring!')).toBe(
      frameKey('A {w} was seen near the river last spring'),
    );
  });

  it('holds one word slot in every frame, each pair once', () => {
    const keys = JUDGED_USAGE_MISFITS.map(([definition, frame]) => `${definition}\t${frameKey(frame)}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [definition, frame] of JUDGED_USAGE_MISFITS) {
      expect(definition.length).toBeGreaterThan(5);
      expect(frame.match(/\{w\}/g)).toHaveLength(1);
      expect(frame.replace('{a} {w}', '')).not.toContain('{a}');
    }
  });

  it('tells a judged pair by its definition and frame, and no other pair', () => {
    const [definition, frame] = JUDGED_USAGE_MISFITS[0]!;
    expect(isJudgedMisfit(definition, frame)).toBe(true);
    expect(isJudgedMisfit(definition.toUpperCase(), `${frame}.`)).toBe(true);
    expect(isJudgedMisfit(`${definition} of another kind`, frame)).toBe(false);
    expect(isJudgedMisfit(definition, `${frame} again`)).toBe(false);
  });

  it("leaves a judged kind sentence out of the meaning's kind sentences, and keeps it for other meanings", () => {
    const device = SENTENCE_KINDS.find((kind) => kind.name === 'device')!;
    const deviceFrames = new Set((device.sentences ?? []).map(frameKey));
    const judged = JUDGED_USAGE_MISFITS.find(([, frame]) => deviceFrames.has(frameKey(frame)));
    expect(judged).toBeDefined();
    const [definition, frame] = judged!;
    const kind = testSynset({
      key: device.synset,
      lemmas: ['device'],
      gloss: 'an instrumentality invented for a purpose',
    });
    const judgedMeaning = testSynset({
      key: 'noun:9000001',
      lemmas: ['x'],
      gloss: definition,
      hypernyms: [device.synset],
    });
    const otherMeaning = testSynset({
      key: 'noun:9000002',
      lemmas: ['y'],
      gloss: 'a gadget for a task',
      hypernyms: [device.synset],
    });
    const wordNet: WordNet = {
      synsets: new Map([kind, judgedMeaning, otherMeaning].map((synset) => [synset.key, synset])),
      senses: new Map(),
    };
    const framesOf = (meaning: typeof kind) =>
      categorySentences('gizmet', meaning, wordNet).map((sentence) => frameKey(sentence.frame));
    expect(framesOf(judgedMeaning)).not.toContain(frameKey(frame));
    expect(framesOf(judgedMeaning).length).toBeGreaterThan(0);
    expect(framesOf(otherMeaning)).toContain(frameKey(frame));
  });

  it("leaves a judged template out of the meaning's templates", () => {
    const target = { wordClass: 'noun' as const, category: 'person', takesObject: false };
    const personFrames = new Set(templatesWrittenFor(target).map(frameKey));
    const judged = JUDGED_USAGE_MISFITS.find(([, frame]) => personFrames.has(frameKey(frame)));
    expect(judged).toBeDefined();
    const [definition, frame] = judged!;
    expect(templatesWrittenFor({ ...target, definition }).map(frameKey)).not.toContain(frameKey(frame));
    expect(templatesWrittenFor({ ...target, definition: 'someone who keeps bees' }).map(frameKey)).toContain(
      frameKey(frame),
    );
  });
});
