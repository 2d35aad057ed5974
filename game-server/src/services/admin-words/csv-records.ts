import { parse } from 'csv-parse/sync';

// Splits a CSV file into records one at a time with csv-parse, so that one malformed line (an unclosed
// quote, a stray quote mark) becomes an error for that line instead of sinking the whole file
// "Bad input"). A quoted value may still run over several lines: a record grows line by line while its
// quote is open, up to a bound, and is accepted only if it then parses cleanly.

/** How many lines one record may span (a quoted value with line breaks) before its first line is refused. */
const MAX_LINES_PER_RECORD = 10;

export type CsvRecord = { lineNumber: number; values: string[] } | { lineNumber: number; problem: string };

interface ParseAttempt {
  values?: string[];
  errorCode?: string;
  errorMessage?: string;
}

function parseOneRecord(text: string): ParseAttempt {
  try {
    // trim: spaces around values (outside quotes) are never meant; the quotes keep inner spaces.
    const records = parse(text, { relax_column_count: true, trim: true }) as string[][];
    if (records.length !== 1) return { errorCode: 'CSV_RECORD_COUNT', errorMessage: 'not one record' };
    return { values: records[0] };
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return { errorCode: code ?? 'CSV_ERROR', errorMessage: message };
  }
}

/** What to tell the person about a line csv-parse refused. */
function describeProblem(attempt: ParseAttempt): string {
  switch (attempt.errorCode) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted value is never closed: check its quote marks (write a quote inside a value as "")';
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'INVALID_OPENING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return 'a quote mark is out of place: put a value with commas or quotes inside double quotes, and write a quote inside it as ""';
    default:
      return `this line is not valid CSV (${attempt.errorMessage ?? 'unreadable'})`;
  }
}

/** The first line of each record and, after the first, the next index to read from. */
function readRecordAt(
  lines: readonly string[],
  index: number,
  columns: number | undefined,
): [CsvRecord, number] {
  const lineNumber = index + 1;
  const attempt = parseOneRecord(lines[index] ?? '');
  if (attempt.values !== undefined) return [{ lineNumber, values: attempt.values }, index + 1];
  if (attempt.errorCode === 'CSV_QUOTE_NOT_CLOSED') {
    for (let spanned = 2; spanned <= MAX_LINES_PER_RECORD && index + spanned <= lines.length; spanned += 1) {
      const joined = parseOneRecord(lines.slice(index, index + spanned).join('\n'));
      if (joined.values !== undefined && (columns === undefined || joined.values.length === columns)) {
        return [{ lineNumber, values: joined.values }, index + spanned];
      }
      if (joined.errorCode !== 'CSV_QUOTE_NOT_CLOSED') break;
    }
  }
  // Only the first line is refused: the lines after it get their own chance.
  return [{ lineNumber, problem: describeProblem(attempt) }, index + 1];
}

interface CsvFile {
  /** The first record, or undefined when the file has no non-blank line. */
  header: CsvRecord | undefined;
  rows: CsvRecord[];
}

/**
 * The file's records in order, each with the line it starts on (the header is line 1, as a spreadsheet
 * numbers rows); blank lines are left out. A data record may span lines only with the header's column
 * count, which tells a quoted value with line breaks from an unclosed quote that swallowed the next lines.
 */
export function readCsvFile(text: string): CsvFile {
  const lines = text.split(/\r\n|\n|\r/);
  let header: CsvRecord | undefined;
  const rows: CsvRecord[] = [];
  let index = 0;
  while (index < lines.length) {
    if ((lines[index] ?? '').trim() === '') {
      index += 1;
      continue;
    }
    const columns = header !== undefined && 'values' in header ? header.values.length : undefined;
    const [record, next] = readRecordAt(lines, index, columns);
    if (header === undefined) header = record;
    else rows.push(record);
    index = next;
  }
  return { header, rows };
}
