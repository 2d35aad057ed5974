// `npm run lint` runs this after eslint: no import cycles in any workspace. eslint's import/no-cycle skips
// `import type`, and the cycles this repository has had ran through type imports, so the cycle rule lives here,
// where a type-only import counts like any other. The folder boundaries stay in eslint.config.mjs.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'An import cycle: move the type or constant both sides need into a file of its own below them (docs/architecture.md, "The layers").',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
    // Count `import type` too: a cycle of types is still two files that can't be read one before the other.
    tsPreCompilationDeps: true,
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
