// @vitest-environment node
/**
 * Why a site build failed, as the office reads it (src/server/buildProblems.ts):
 * the content check's lines naming the file and field, each once, no stack;
 * for another failure, Vite's own lines under "error during build:", or the
 * output's last lines, the stack left out.
 */
import { describe, expect, it } from 'vitest';
import { buildProblems, MAX_PROBLEM_LINES } from '../../../src/server/buildProblems';

const stack = ['    at Object.error (file:///copy/vite.config.mjs:3599:38)', '    at async plugin (file:///copy/node_modules/rolldown/x.mjs:1:1)'];

describe('buildProblems', () => {
  it('keeps the lines naming the file and field, once each, however often the build repeats them', () => {
    const block = ['[plugin site-content]', 'ContentError: Content files have 2 problems (docs/content.md):', '  src/content/pages/about.yaml: hero.title.en is empty: write the English text (Title)', '  src/content/coverage/auto.yaml: name.es is empty', ...stack];
    const log = ['vite v8.3.8 building client environment for production...', '✗ Build failed in 5.72s', 'error during build:', 'Build failed with 27 errors:', '', ...block, ...block, '...', '  errors: [Getter/Setter]', '}'].join('\n');
    expect(buildProblems(log)).toEqual(['src/content/pages/about.yaml: hero.title.en is empty: write the English text (Title)', 'src/content/coverage/auto.yaml: name.es is empty']);
  });

  it('caps a long list with how many more', () => {
    const lines = Array.from({ length: 30 }, (_, n) => `  src/content/coverage/page-${n}.yaml: name.en is empty`);
    const problems = buildProblems(['Content files have 30 problems (docs/content.md):', ...lines].join('\n'));
    expect(problems).toHaveLength(MAX_PROBLEM_LINES);
    expect(problems.at(-1)).toBe(`… and ${30 - MAX_PROBLEM_LINES + 1} more`);
  });

  it('gives Vite’s own words for another failure, or the last lines, never the stack', () => {
    const vite = ['transforming...', 'error during build:', '[vite]: Rollup failed to resolve import "./missing" from "src/app/App.tsx".', ...stack].join('\n');
    expect(buildProblems(vite)).toEqual(['[vite]: Rollup failed to resolve import "./missing" from "src/app/App.tsx".']);
    const other = ['prerendering 42 pages', 'Error: dist/es/404.html is missing', ...stack, ''].join('\n');
    expect(buildProblems(other)).toEqual(['prerendering 42 pages', 'Error: dist/es/404.html is missing']);
  });
});
