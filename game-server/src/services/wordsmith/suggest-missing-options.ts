import {
  GENERATED_LANGUAGES,
  normalisedWordText,
  optionFieldsFor,
  optionKey,
  trimmedField,
  type Language,
  type WordForm,
  type WordFormTextField,
} from '@bluffle/shared-schema';
import { askGenerator, seedOfText } from './generator-refusals';
import type { WordsmithDeps } from './wordsmith-deps';

// suggestedChanges of Validate: the wrong follow-up options the wordsmith left blank, filled from
// the generator so the form can take them: wrong definitions beside a REAL word's right one, invented words
// beside a FAKE word's real alternative. Never the right option itself: only the wordsmith knows the meaning.

function isGenerated(language: Language): boolean {
  return (GENERATED_LANGUAGES as readonly Language[]).includes(language);
}

/** The blank wrong options of the form, in order. */
function blankWrongOptions(form: WordForm): WordFormTextField[] {
  return optionFieldsFor(form.isReal)
    .slice(1)
    .filter((field) => trimmedField(form, field) === '');
}

/** Proposals not already among the form's options (compared without case or spaces), one per blank field. */
function fill(form: WordForm, blanks: readonly WordFormTextField[], proposals: readonly string[]) {
  const taken = new Set(optionFieldsFor(form.isReal).map((field) => optionKey(trimmedField(form, field))));
  const fresh = proposals.filter((proposal) => !taken.has(optionKey(proposal)));
  const changes: Partial<Record<WordFormTextField, string>> = {};
  blanks.forEach((field, index) => {
    const proposal = fresh[index];
    if (proposal !== undefined) changes[field] = proposal;
  });
  return changes;
}

export async function suggestMissingOptions(deps: WordsmithDeps, form: WordForm): Promise<Partial<WordForm>> {
  const blanks = blankWrongOptions(form);
  if (blanks.length === 0 || !isGenerated(form.language)) return {};
  const word = normalisedWordText(form.word);
  const seed = seedOfText(`${form.language}:${word}`);
  if (form.isReal) {
    const definition = trimmedField(form, 'definition');
    const rightOption = trimmedField(form, 'definitionCorrect') || definition;
    if (rightOption === '') return {};
    const proposals = await askGenerator(() =>
      deps.wordGenerator.proposeWrongDefinitions(
        {
          word,
          language: form.language,
          wordClass: form.wordClass,
          definition: rightOption,
          shownDefinition: definition || undefined,
        },
        seed,
      ),
    );
    return fill(form, blanks, proposals);
  }
  const excluded = optionFieldsFor(false)
    .map((field) => trimmedField(form, field).toLowerCase())
    .filter((option) => option !== '');
  const proposals = await askGenerator(() =>
    deps.wordGenerator.proposeFakeAlternatives(word, form.language, excluded, seed),
  );
  return fill(form, blanks, proposals);
}
