import { COMBINING_FORMS, type CombiningForm } from './classical-parts';
import {
  MEANING_ENDINGS,
  classicalDefinition,
  classicalSpelling,
  type MeaningEnding,
} from './classical-endings';

const rootOf = (form: string, origin = 'greek'): CombiningForm => {
  const root = COMBINING_FORMS.find((entry) => entry.form === form && entry.origin === origin);
  if (!root) throw new Error(`no root ${form}`);
  return root;
};
const endingOf = (ending: string): MeaningEnding => {
  const found = MEANING_ENDINGS.find((entry) => entry.ending === ending);
  if (!found) throw new Error(`no ending ${ending}`);
  return found;
};
const define = (form: string, ending: string, origin = 'greek') =>
  classicalDefinition(rootOf(form, origin), endingOf(ending));

describe('classical spelling', () => {
  it('links a Greek root with -o- and a Latin one with -i- before a consonant', () => {
    expect(classicalSpelling('hydr', 'greek', 'phobia')).toBe('hydrophobia');
    expect(classicalSpelling('pisc', 'latin', 'vorous')).toBe('piscivorous');
  });

  it('adds no linking vowel a form already ends in', () => {
    expect(classicalSpelling('zoo', 'greek', 'logy')).toBe('zoology');
    expect(classicalSpelling('foli', 'latin', 'ferous')).toBe('foliferous');
  });

  it('joins a vowel ending straight on, dropping one of two like letters', () => {
    expect(classicalSpelling('nephr', 'greek', 'itis')).toBe('nephritis');
    expect(classicalSpelling('cardi', 'greek', 'itis')).toBe('carditis');
    expect(classicalSpelling('oste', 'greek', 'ectomy')).toBe('ostectomy');
    expect(classicalSpelling('neur', 'greek', 'algia')).toBe('neuralgia');
  });
});

describe('the definition an ending makes of a root', () => {
  it('writes the pattern with the root noun as a dictionary would', () => {
    expect(define('ornith', 'phagy')).toBe('the practice of eating birds');
    expect(define('nephel', 'mancy')).toBe('divination by means of clouds');
    expect(define('nephr', 'itis')).toBe('inflammation of the kidney');
    expect(define('oste', 'algia')).toBe('pain in the bones');
    expect(define('chion', 'meter')).toBe('an instrument for measuring the depth of snow');
    expect(define('patr', 'cide', 'latin')).toBe("the killing of one's own father");
    expect(define('cultr', 'form', 'latin')).toBe('shaped like a knife');
    expect(define('hyal', 'oid')).toBe('resembling glass');
    expect(define('psamm', 'phyte')).toBe('a plant that grows in sand');
  });

  it('refuses a root of a kind the ending does not take', () => {
    expect(define('anem', 'itis')).toBeUndefined();
    expect(define('chir', 'ectomy')).toBeUndefined();
    expect(define('gyn', 'philia')).toBeUndefined();
    expect(define('hydr', 'cracy')).toBeUndefined();
  });

  it('refuses a root without what the pattern needs: a food, a measure, a habitat, a countable shape', () => {
    expect(define('chrys', 'phagy')).toBeUndefined();
    expect(define('ailur', 'meter')).toBeUndefined();
    expect(define('ornith', 'phyte')).toBeUndefined();
    expect(define('lign', 'form', 'latin')).toBeUndefined();
  });

  it('keeps to one language: no Greek ending on a Latin root or the reverse', () => {
    expect(define('pisc', 'phobia', 'latin')).toBeUndefined();
    expect(define('ichthy', 'vorous')).toBeUndefined();
  });

  it('makes at least one definition with every ending, each with every placeholder filled', () => {
    for (const ending of MEANING_ENDINGS) {
      const definitions = COMBINING_FORMS.map((root) => classicalDefinition(root, ending)).filter(
        (definition) => definition !== undefined,
      );
      expect(definitions.length).toBeGreaterThan(0);
      for (const definition of definitions) expect(definition).not.toMatch(/[{}]/);
    }
  });
});
