import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outsideCitations } from './outside-citations';

const repoRoot = path.resolve(__dirname, '../..');

describe('comments cite only what is in the repository', () => {
  it('finds an issue number, the team notes and the spec in comments, never in strings or in docs/ citations', () => {
    // The citations are put together here so that this file's own text cites nothing: the test below reads it.
    const [issue, design, spec, notes] = [
      ['issue', '23'],
      ['DES' + 'IGN', 'decision'],
      ['spec', '§'],
      ['note', 'word-data'],
    ].map((parts) => parts.join(' '));
    const source = [
      `// The lobby's rule (${issue}): a watcher never plays.`,
      ` * as ${design} 5 says`,
      `const name = 'a test named after ${issue}';`,
      `const limit = 3; // ${spec}9`,
      '/* a block that cites',
      `   ${notes} §3 on a later line */`,
      '// docs/design.md decision 5 and docs/product.md §9 are in the repository',
      `        {/* aria-disabled, not disabled: a click says why (${spec}5 Word creation). */}`,
    ].join('\n');
    expect(outsideCitations(source).map(({ line }) => line)).toEqual([1, 2, 4, 6, 8]);
  });

  it('holds for every source file of the repository', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file !== '');
    const found = files.flatMap((file) =>
      outsideCitations(readFileSync(path.join(repoRoot, file), 'utf8')).map(
        ({ line, text, says }) => `${file}:${line} cites ${says}: ${text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
