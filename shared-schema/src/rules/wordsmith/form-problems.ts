import type { Language } from '../../word';
import type { UnsafeCharacterKind } from '../safe-text';
import type { FakeWordOptionField, WordFormTextField } from './form-fields';

// What the pure checks of Validate find, as data: a code and the parts a sentence needs. The web
// words each one from its catalogue in the player's language; the server words it in its own English for
// the API's `message`.

/** The unit a field's shortest sensible length is counted in. */
export type LengthUnit = 'letters' | 'characters' | 'words';

export type WordFormProblem =
  /** A field this kind of word needs is blank. */
  | { code: 'required'; field: WordFormTextField; isReal: boolean }
  /** Text holding a character that would show broken to players. */
  | { code: 'unsafe-text'; field: WordFormTextField; kind: UnsafeCharacterKind }
  | { code: 'too-short'; field: WordFormTextField; count: number; unit: LengthUnit }
  | { code: 'too-long'; field: WordFormTextField; maximum: number }
  /** The word, or a FAKE word's option word, is not letters with a hyphen, apostrophe or space between. */
  | { code: 'not-word-shaped'; field: 'word' | FakeWordOptionField }
  /** A definition names the word it defines. */
  | { code: 'gives-word-away'; field: 'definition' | 'definitionCorrect'; word: string }
  /**
   * The usage example does not use the word. `examples` are regular forms of an English word of its class
   * (none for other classes and languages), for the hint.
   */
  | { code: 'usage-misses-word'; field: 'usage'; word: string; language: Language; examples: string[] }
  /** A follow-up option the same as an earlier one (`sameAs`). */
  | { code: 'duplicate-option'; field: WordFormTextField; sameAs: WordFormTextField }
  /** A FAKE word offered among its own follow-up options. */
  | { code: 'option-is-the-word'; field: FakeWordOptionField }
  /** The correct definition repeats the definition word for word (a warning: players can pick it by sight). */
  | { code: 'correct-repeats-definition'; field: 'definitionCorrect' };

export type WordFormProblemCode = WordFormProblem['code'];

/** One thing a pure check found: an error refuses the word, a warning only informs. */
export interface WordFormFinding {
  severity: 'error' | 'warning';
  problem: WordFormProblem;
}

export function formError(problem: WordFormProblem): WordFormFinding {
  return { severity: 'error', problem };
}

export function formWarning(problem: WordFormProblem): WordFormFinding {
  return { severity: 'warning', problem };
}
