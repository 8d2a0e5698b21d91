/**
 * Rules over the import graph of src/ and machines/, run by `npm test`
 * (tests/run.ts) and proven by tests/unit/architecture/importRules.test.ts
 * on a fixture that breaks each rule.
 *
 * Type-only imports count: a cycle of types still ties modules together, and
 * a content module that names a component's type depends on that component.
 * Paths match with or without a leading folder, so the fixture tree under
 * tests/fixtures/ is judged by the same rules as src/.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must form a tree: move what both sides need into a module below them (e.g. a types module).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-and-head-below-ui',
      severity: 'error',
      comment:
        'Content and the head are data the UI draws; they never import components, pages or form views ' +
        '(shared shapes live in src/content/types.ts, form ids in src/forms/definitions/).',
      from: { path: '(^|/)src/(content|head)/' },
      to: { path: ['(^|/)src/(components|pages)/', '(^|/)src/forms/[A-Z][^/]*$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The blog's Markdown arrives through a Vite virtual module, not a file.
    exclude: { path: '^virtual:' },
  },
};
