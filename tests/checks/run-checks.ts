/**
 * Checks over a built site (default .e2e-dist), each page its own check:
 *   - initial JavaScript and CSS per page (gzip) within tests/support/budgets.ts
 *   - no page links a render-blocking stylesheet; each page's HTML with its
 *     CSS inline (whole, or critical) fits the first round trip (brotli, as served)
 *   - every script file but the boot module asks V8 to compile it off the main thread
 *   - every prerendered page passes html-validate (standard + a11y)
 *   - no internal link, anchor or icon leads nowhere
 *   - head, Open Graph and JSON-LD of every page; sitemap, robots.txt, 404
 *   - the blog's articles hold their whole body, /blog lists them all (blog.ts)
 *   - no Spanish page shows a text of its English twin; every page pair's
 *     hreflang, og:locale, switch and links (languages.ts)
 * Usage: tsx tests/checks/run-checks.ts <dist> [report.json]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { HtmlValidate, type Report } from 'html-validate';
import { brokenLinks } from './links';
import { checkEditor, checkHead, checkSite, isNotFoundPage } from './seo';
import { CSS_BUDGET, FIRST_ROUND_TRIP_BUDGET, INITIAL_JS_BUDGET } from '../support/budgets';
import { firstRoundTrip } from '../support/firstRoundTrip';
import { appFiles, readAppStylesheet, readManifest } from '../../src/buildSteps/prerender/deferApp';
import { COMPILE_HINT, hasCompileHint } from '../../src/buildSteps/plugins/compileHints';
import { pageWeight } from './sizeBudget';
import { untranslatedTexts } from './untranslated';
import { languageChecks } from './languages';
import { blogChecks } from './blog';

const dist = resolve(process.argv[2] ?? '.e2e-dist');
const reportFile = process.argv[3];

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
  .map((entry) => '/' + relative(dist, join(entry.parentPath, entry.name)).split('\\').join('/'));
/**
 * The content editor (/admin/, Decap CMS) is not a page of the site: its
 * bundle is the office's, outside the pages' budget, and it has no head of a
 * page. It is checked for what it must be below (noindex, outside the
 * sitemap), and in the browser by tests/e2e/cms.spec.ts.
 */
const isEditorFile = (file: string) => file.startsWith('/admin/');
const htmlFiles = files.filter((file) => file.endsWith('.html') && !isEditorFile(file));
/** URL path of each page: /index.html -> /, /about.html -> /about. */
const pagePath = (file: string) => (file === '/index.html' ? '/' : file.replace(/\.html$/, ''));
const pages = new Map(htmlFiles.map((file) => [pagePath(file), readFileSync(join(dist, file), 'utf8')]));

let passed = 0;
let failed = 0;
const check = (ok: boolean, label: string, detail = '') => {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? '  ✓' : '  ✖'} ${label}${detail ? `\n      ${detail.split('\n').join('\n      ')}` : ''}`);
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Size budget (gzip): JavaScript ${kb(INITIAL_JS_BUDGET)}, CSS ${kb(CSS_BUDGET)} per page`);
for (const [path, html] of pages) {
  const weight = pageWeight(dist, html);
  check(weight.js <= INITIAL_JS_BUDGET && weight.css <= CSS_BUDGET, `${path}: JS ${kb(weight.js)}, CSS ${kb(weight.css)}`);
}

console.log(`First paint in one round trip: no render-blocking stylesheet, HTML with its CSS inline within ${kb(FIRST_ROUND_TRIP_BUDGET)} brotli`);
const stylesheet = await readAppStylesheet(dist);
for (const [path, file] of htmlFiles.map((file) => [pagePath(file), file] as const)) {
  const { brotli, problems, deferred } = firstRoundTrip(dist, file, stylesheet);
  const over = brotli > FIRST_ROUND_TRIP_BUDGET ? [`${kb(brotli)} brotli is over ${kb(FIRST_ROUND_TRIP_BUDGET)}`] : [];
  const css = deferred ? 'the rules it uses inline, the others deferred' : 'whole stylesheet inline';
  check(problems.length === 0 && over.length === 0, `${path}: ${kb(brotli)} brotli, ${css}`, [...problems, ...over].join('\n'));
}

console.log(`Script files compiled off the main thread: each starts with ${COMPILE_HINT} (src/buildSteps/plugins/compileHints.ts)`);
const { boot } = appFiles(await readManifest(dist));
const scriptFiles = files.filter((file) => file.startsWith('/assets/') && file.endsWith('.js'));
const hinted = (file: string) => hasCompileHint(readFileSync(join(dist, file), 'utf8'));
const wrong = scriptFiles.filter((file) => hinted(file) === (file === boot));
check(
  scriptFiles.includes(boot) && wrong.length === 0,
  `${scriptFiles.length - 1} script files start with the hint; the boot module, which goes inline, does not`,
  wrong.map((file) => `${file} ${file === boot ? 'is the boot module and starts with the hint' : 'does not start with the hint'}`).join('\n'),
);

console.log('HTML validity (html-validate: standard + a11y rules)');
// "standard" is the spec-conformance set (no purely stylistic rules) and "a11y" adds accessibility rules.
const validator = new HtmlValidate({
  extends: ['html-validate:standard', 'html-validate:a11y'],
  rules: {
    // Phone numbers are shown exactly as the agency writes them.
    'tel-non-breaking': 'off',
    // ARIA allows naming a list; the link grids and promises are named by their headings.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});
const format = (report: Report) =>
  report.results.flatMap((result) => result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`)).join('\n');
for (const [path, html] of pages) {
  const report = await validator.validateString(html, `${path}.html`);
  check(report.valid, `${path} is valid HTML`, report.valid ? '' : format(report));
}

console.log('Internal links and anchors');
const problems = brokenLinks(pages, new Set(files), (file) => readFileSync(join(dist, file), 'utf8'));
check(problems.length === 0, `${pages.size} pages, no broken internal link, anchor or icon`, problems.join('\n'));

console.log('Head, structured data, sitemap');
for (const [path, html] of pages) {
  if (isNotFoundPage(path)) continue;
  const problems = checkHead(path, html);
  check(problems.length === 0, `${path}: title, description, canonical, Open Graph, JSON-LD`, problems.join('\n'));
}
const read = (file: string) => readFileSync(join(dist, file), 'utf8');
for (const [label, problems] of checkSite(pages, read('sitemap.xml'), read('robots.txt'))) {
  check(problems.length === 0, label, problems.join('\n'));
}
console.log('The blog in the prerendered HTML');
for (const [label, problems] of blogChecks(pages)) check(problems.length === 0, label, problems.join('\n'));

console.log('Spanish pages');
const untranslated = untranslatedTexts(pages);
check(untranslated.length === 0, 'no Spanish page shows a text of its English twin', untranslated.join('\n'));
for (const [label, problems] of languageChecks(pages, read('sitemap.xml'))) check(problems.length === 0, label, problems.join('\n'));

const [editorLabel, editorProblems] = checkEditor(files.includes('/admin/index.html') ? read('admin/index.html') : undefined, read('sitemap.xml'));
check(editorProblems.length === 0, editorLabel, editorProblems.join('\n'));

console.log(`\nchecks: ${passed} passed, ${failed} failed`);
if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }));
process.exit(failed === 0 ? 0 : 1);
