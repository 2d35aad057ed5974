import { CSV_COLUMNS, CSV_REQUIRED_COLUMNS } from '@bluffle/shared-schema';
import { useRef } from 'react';
import { useStore } from 'zustand';
import { adminWords } from '../../controllers/admin-controller';
import { adminWordsStore } from '../../admin/admin-words-store';
import { useMessages } from '../../state/use-messages';

/** docs/product.md §2 Admin panel, CSV upload: a .csv file, its progress, and the result box with the row errors. */
export function CsvUploadForm() {
  const isUploading = useStore(adminWordsStore, (state) => state.isUploading);
  const result = useStore(adminWordsStore, (state) => state.uploadResult);
  const fileInput = useRef<HTMLInputElement>(null);
  const { adminWords: text } = useMessages();

  return (
    <section className="admin-section" aria-labelledby="csv-title" data-testid="csv-section">
      <h2 id="csv-title">{text.csvTitle}</h2>
      <p className="admin-note">
        {text.csvNote({ columns: CSV_COLUMNS.join(', '), required: CSV_REQUIRED_COLUMNS.join(', ') })}
      </p>
      <form
        className="admin-form"
        onSubmit={(event) => {
          event.preventDefault();
          void adminWords.upload(fileInput.current?.files?.[0] ?? null);
        }}
      >
        <div className="admin-field">
          <label className="field-label" htmlFor="csv-file">
            {text.csvFileLabel}
          </label>
          <input
            id="csv-file"
            ref={fileInput}
            className="text-input"
            type="file"
            accept=".csv,text/csv"
            data-testid="csv-file"
          />
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={isUploading}
          data-testid="csv-upload"
        >
          {isUploading ? text.uploading : text.upload}
        </button>
      </form>
      {isUploading && (
        <p className="admin-progress" role="status" data-testid="csv-progress">
          {text.uploadProgress}
        </p>
      )}
      {result && (
        <div className="admin-result" data-testid="csv-result" aria-live="polite">
          <p>
            {text.totalProcessed} <strong data-testid="csv-total">{result.total}</strong>
          </p>
          <p>
            {text.created} <strong data-testid="csv-created">{result.created}</strong>
          </p>
          <p>
            {text.skipped} <strong data-testid="csv-skipped">{result.skipped}</strong>
          </p>
          {result.errors.length > 0 && (
            <>
              <h3 id="csv-errors-title">{text.csvErrorsTitle({ count: result.errors.length })}</h3>
              <ul
                className="admin-errors"
                // The server's row errors: English, with no code to translate them by.
                lang="en"
                aria-labelledby="csv-errors-title"
                tabIndex={0}
                data-testid="csv-errors"
              >
                {result.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
