import {
  ADMIN_WORD_MESSAGES,
  CSV_COLUMNS,
  CSV_MAX_ROWS,
  CSV_REQUIRED_COLUMNS,
  csvMissingColumnsMessage,
  csvTooManyRowsMessage,
  ERROR_CODES,
  type CsvColumn,
  type CsvUploadResult,
} from '@bluffle/shared-schema';
import { BadRequestError } from '../../errors';
import type { Store } from '../../store/port';
import type { NewWord } from '../../domain/word';
import { readCsvFile, type CsvRecord } from './csv-records';
import { wordFromCsvRow } from './csv-word-row';

// POST /api/words/upload-csv (docs/product.md §5 CSV upload). The whole file is checked before anything is written:
// a refused file leaves nothing behind, and a bad row is reported by its line number while the good rows
// go in. Duplicates (same word, language and word class, in the store or earlier in the file) are skipped.

/** Binary data read as text: NUL bytes, or the replacement character a browser puts for bytes that are no UTF-8. */
// eslint-disable-next-line no-control-regex
const BINARY_MARKS = /[\u0000\ufffd]/;

function refuse(message: string): never {
  throw new BadRequestError(message, ERROR_CODES.csvRefused);
}

/** Column name -> position, from the header; names are compared trimmed and lowercased. */
function readHeader(header: CsvRecord | undefined): Map<CsvColumn, number> {
  if (header === undefined) refuse(ADMIN_WORD_MESSAGES.csvEmpty);
  if ('problem' in header) refuse(`The header row is not valid CSV: ${header.problem}`);
  const positions = new Map<CsvColumn, number>();
  header.values.forEach((name, position) => {
    const column = CSV_COLUMNS.find((known) => known === name.trim().toLowerCase());
    // Other columns (a spreadsheet's notes) are ignored; a known one named twice is ambiguous.
    if (column === undefined) return;
    if (positions.has(column)) refuse(`The header names the column ${column} twice.`);
    positions.set(column, position);
  });
  const missing = CSV_REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) refuse(csvMissingColumnsMessage(missing));
  return positions;
}

export async function uploadWordCsv(
  deps: { store: Pick<Store, 'words'> },
  csvText: string,
  adminId: string,
): Promise<CsvUploadResult> {
  // The byte-order mark a spreadsheet writes in front of UTF-8 CSV is not part of the first column's name.
  const text = csvText.replace(/^\ufeff/, '');
  if (text.trim() === '') refuse(ADMIN_WORD_MESSAGES.csvEmpty);
  if (BINARY_MARKS.test(text)) refuse(ADMIN_WORD_MESSAGES.csvNotText);
  const { header, rows } = readCsvFile(text);
  // The spec's order: at least two lines, at most 2000 rows, then the columns.
  if (rows.length === 0) refuse(ADMIN_WORD_MESSAGES.csvTooShort);
  if (rows.length > CSV_MAX_ROWS) refuse(csvTooManyRowsMessage(rows.length));
  const positions = readHeader(header);

  const headerLength = header !== undefined && 'values' in header ? header.values.length : 0;
  const errors: string[] = [];
  const words: NewWord[] = [];
  for (const row of rows) {
    if ('problem' in row) {
      errors.push(`Row ${row.lineNumber}: ${row.problem}`);
      continue;
    }
    if (row.values.length !== headerLength) {
      errors.push(
        `Row ${row.lineNumber}: has ${row.values.length} values but the header has ${headerLength} columns (put values with commas in double quotes)`,
      );
      continue;
    }
    const result = wordFromCsvRow((column) => {
      const position = positions.get(column);
      return position === undefined ? '' : (row.values[position] ?? '');
    }, adminId);
    if ('problems' in result) errors.push(`Row ${row.lineNumber}: ${result.problems.join('; ')}`);
    else words.push(result.word);
  }

  const { created, duplicates } = await deps.store.words.createMany(words);
  return { total: rows.length, created: created.length, skipped: duplicates.length, errors };
}
