import {
  CSV_FIELD_MAX_LENGTHS,
  DIFFICULTIES,
  findUnsafeCharacter,
  LANGUAGES,
  WORD_CLASSES,
  type CsvColumn,
  type Difficulty,
  type Language,
  type WordClass,
  type WordFollowupField,
} from '@bluffle/shared-schema';
import type { NewWord } from '../../domain/word';

// One CSV data row to a word (docs/product.md §5 CSV upload), or every reason it cannot be one, worded for the admin
// who has to fix the file.

/** The optional follow-up columns (docs/product.md §3 CSV columns) and the word fields they fill. */
const FOLLOWUP_COLUMNS: ReadonlyArray<[CsvColumn, WordFollowupField]> = [
  ['definition_correct', 'definitionCorrect'],
  ['definition_fake1', 'definitionFake1'],
  ['definition_fake2', 'definitionFake2'],
  ['definition_fake3', 'definitionFake3'],
  ['words_real', 'wordsReal'],
  ['words_fake1', 'wordsFake1'],
  ['words_fake2', 'wordsFake2'],
  ['words_fake3', 'wordsFake3'],
];

/** The value named by a column; '' when the file has no such column. */
type CsvRowValues = (column: CsvColumn) => string;

function oneOf<Value extends string>(choices: readonly Value[], raw: string): Value | undefined {
  const value = raw.trim().toLowerCase();
  return choices.find((choice) => choice === value);
}

function parseIsReal(raw: string): boolean | undefined {
  const value = raw.trim().toLowerCase();
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** The problems of one value: too long, or holding characters that would show broken to players. */
function textProblems(column: CsvColumn, value: string): string[] {
  const problems: string[] = [];
  if (value.length > CSV_FIELD_MAX_LENGTHS[column]) {
    problems.push(`${column} is longer than ${CSV_FIELD_MAX_LENGTHS[column]} characters`);
  }
  const unsafe = findUnsafeCharacter(value);
  if (unsafe !== null) {
    problems.push(
      unsafe === 'control'
        ? `${column} contains a line break, tab or other control character`
        : `${column} contains ${unsafe === 'invisible' ? 'an invisible' : 'a broken'} character`,
    );
  }
  return problems;
}

type CsvRowResult = { word: NewWord } | { problems: string[] };

/** A valid row becomes a word stored as the admin's CSV upload; the word is lowercased and trimmed. */
export function wordFromCsvRow(valueOf: CsvRowValues, createdBy: string): CsvRowResult {
  const problems: string[] = [];
  const text = (column: CsvColumn): string => {
    // A spreadsheet cell may hold a line break (Alt+Enter); players read every field as one line.
    const value = valueOf(column)
      .replace(/\s*[\r\n]+\s*/g, ' ')
      .trim();
    problems.push(...textProblems(column, value));
    return value;
  };
  const required = (column: CsvColumn): string => {
    const value = text(column);
    if (value === '') problems.push(`${column} is required`);
    return value;
  };

  const word = required('word').toLowerCase();
  const definition = required('definition');
  const usage = required('usage');
  const category = required('category');
  const isReal = parseIsReal(valueOf('is_real'));
  if (isReal === undefined) problems.push('is_real must be true or false');
  const difficulty: Difficulty | undefined = oneOf(DIFFICULTIES, valueOf('difficulty'));
  if (difficulty === undefined) problems.push(`difficulty must be ${DIFFICULTIES.join(', ')}`);
  const language: Language | undefined = oneOf(LANGUAGES, valueOf('language'));
  if (language === undefined) problems.push(`language must be ${LANGUAGES.join(', ')}`);
  const wordClass: WordClass | undefined = oneOf(WORD_CLASSES, valueOf('word_class'));
  if (wordClass === undefined) problems.push(`word_class must be one of ${WORD_CLASSES.join(', ')}`);
  const explanation = text('explanation');
  if (isReal === false && explanation === '') problems.push('explanation is required for a fake word');
  const followups: Partial<Record<WordFollowupField, string>> = {};
  for (const [column, field] of FOLLOWUP_COLUMNS) {
    const value = text(column);
    if (value !== '') followups[field] = value;
  }

  if (
    problems.length > 0 ||
    isReal === undefined ||
    difficulty === undefined ||
    language === undefined ||
    wordClass === undefined
  ) {
    return { problems };
  }
  return {
    word: {
      word,
      definition,
      usage,
      isReal,
      difficulty,
      category,
      language,
      wordClass,
      explanation,
      ...followups,
      source: 'csv',
      createdBy,
    },
  };
}
