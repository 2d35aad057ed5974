import type { WordFeedback, WordForm } from '../../api/wordsmith';
import { wordError } from './feedback';
import {
  requiredFieldsFor,
  trimmedField,
  WORD_FORM_FIELD_LABELS,
  type WordFormTextField,
} from './form-fields';

/** Why a field is needed, where the reason is not obvious from its label. */
const WHY_REQUIRED: Partial<Record<WordFormTextField, string>> = {
  explanation: 'players read how the word was made up once they have answered',
  definitionCorrect:
    'the follow-up asks players to pick it: word the meaning differently from the definition',
  definitionFake1: 'the follow-up offers the correct definition beside three fake ones',
  definitionFake2: 'the follow-up offers the correct definition beside three fake ones',
  definitionFake3: 'the follow-up offers the correct definition beside three fake ones',
  wordsReal: 'the follow-up asks which option is real: give the real word that has this meaning',
  wordsFake1: 'the follow-up offers the real word beside three made-up ones',
  wordsFake2: 'the follow-up offers the real word beside three made-up ones',
  wordsFake3: 'the follow-up offers the real word beside three made-up ones',
};

/** Required fields per REAL/FAKE (spec §2 Wordsmith page; issue 8): each blank one, named. */
export function checkRequiredFields(form: WordForm): WordFeedback[] {
  const kind = form.isReal ? 'a REAL word' : 'a FAKE word';
  return requiredFieldsFor(form.isReal)
    .filter((field) => trimmedField(form, field) === '')
    .map((field) => {
      const why = WHY_REQUIRED[field];
      const label = WORD_FORM_FIELD_LABELS[field];
      return wordError(
        field,
        why === undefined ? `${label} is required.` : `${label} is required for ${kind}: ${why}.`,
      );
    });
}
