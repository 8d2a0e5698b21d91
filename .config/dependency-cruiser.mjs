/**
 * Rules over the import graph of src/ and machines/, run by `npm test`
 * (tests/run.ts) and proven by tests/integration/importRules.test.ts on a
 * fixture that breaks each rule.
 *
 * The layers of docs/architecture.md ("Layers and import rules"), lowest
 * first, one folder each (the head and the state share one layer): a module
 * may import from its own layer and the layers below it, never from one
 * above.
 *
 * Type-only imports count: a cycle of types still ties modules together, and
 * a content module that names a component's type depends on that component.
 * Paths match with or without a leading folder, so the fixture tree under
 * tests/fixtures/ is judged by the same rules as src/.
 */
const at = (path) => `(^|/)${path}`;

/** Lowest first. */
export const layers = [
  { name: 'language', path: at('src/i18n/'), holds: "the two languages, the rule between their URLs, the page's language" },
  { name: 'content vocabulary', path: at('src/vocabulary/'), holds: "the content model's nodes, and the arktype type of a tree of them (the agency facts are declared in them)" },
  { name: 'config', path: at('src/config/'), holds: 'agency facts and build settings' },
  { name: 'lib', path: at('src/lib/'), holds: 'small helpers that know nothing of the site (hydration flag, lazy modules and pages)' },
  { name: 'machines', path: at('machines/'), holds: 'the form machine, framework-free' },
  { name: 'form definitions', path: at('src/formDefinitions/'), holds: 'each form as data, and its shape' },
  { name: 'content', path: at('src/content/'), holds: "copy and page data, each language's frame words" },
  { name: 'head and state', path: at('src/(head|state)/'), holds: 'the document head as data; signals' },
  { name: 'design system', path: at('src/ui/'), holds: 'UI primitives (Icon, buttons, cards)' },
  { name: 'forms', path: at('src/forms/'), holds: 'the form view, controller, validation, relay client, drafts' },
  { name: 'components', path: at('src/components/'), holds: 'layout and page sections' },
  { name: 'pages', path: at('src/pages/'), holds: 'page components' },
  { name: 'app', path: at('src/app/'), holds: 'routes, the app shell, the head on navigation' },
  { name: 'entries', path: at('src/entry-'), holds: 'the boot, client and server entries' },
];

const layerRules = layers.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name.replace(/\s+/g, '-')}`,
  severity: 'error',
  comment:
    `${layer.name} (${layer.holds}) sits below ${layers
      .slice(index + 1)
      .map((above) => above.name)
      .join(', ')}: it must not import from them. ` +
    'Move what both sides need down to the lower layer (docs/architecture.md, "Layers and import rules").',
  from: { path: layer.path },
  to: { path: layers.slice(index + 1).map((above) => above.path) },
}));

/**
 * The build and the servers outside the layers meet in one folder below both,
 * src/distContract/: what the build writes into dist/ and the servers read
 * (where it is, the record of what a build was made for, where a page's file
 * lives, the headers and paths both serve). The servers never import a build
 * step (`npm start` runs the build as a command), the build never imports the
 * server, and the contract imports neither, nor the relay
 * (docs/architecture.md, "The build and the servers").
 */
const CONTRACT = 'Move what both need of dist/ into src/distContract/ (docs/architecture.md, "The build and the servers").';
const distContractRules = [
  {
    name: 'servers-not-build',
    severity: 'error',
    comment: `The servers (src/server/, src/relay/) never import the build's steps (src/buildSteps/): npm start runs the build as a command (src/server/start.ts). ${CONTRACT}`,
    from: { path: at('src/(server|relay)/') },
    to: { path: at('src/buildSteps/') },
  },
  {
    name: 'build-not-server',
    severity: 'error',
    comment: `The build's steps (src/buildSteps/) never import the bundled server (src/server/). ${CONTRACT}`,
    from: { path: at('src/buildSteps/') },
    to: { path: at('src/server/') },
  },
  {
    name: 'dist-contract-below',
    severity: 'error',
    comment: `src/distContract/ sits below the build, the server and the lead relay: it imports none of them. ${CONTRACT}`,
    from: { path: at('src/distContract/') },
    to: { path: at('src/(buildSteps|server|relay)/') },
  },
];

/**
 * The lead relay is one part with one entry (docs/relay.md, "The relay as
 * one part"): code outside src/relay/ imports src/relay/index.ts and nothing
 * else of it, so what the relay promises is read in one file and its insides
 * move freely. Two stated exceptions: the editor's page (src/admin/, a browser
 * bundle) takes the entry's browser share, src/relay/browser.ts, which the
 * entry hands on; and the Node relay, a runtime started rather than imported
 * (as wrangler starts the Worker's), is started by src/server/main.ts alone.
 * Proven on tests/fixtures/relay-entry/ by tests/relay/integration/relayEntryRule.test.ts.
 */
const relayEntryRules = [
  {
    name: 'relay-one-entry',
    severity: 'error',
    comment: 'Outside src/relay/, import the lead relay through its entry, src/relay/index.ts: export what you need there (docs/relay.md, "The relay as one part").',
    from: { pathNot: [at('src/relay/'), at('src/admin/'), at('src/server/main\\.ts$')] },
    to: { path: at('src/relay/'), pathNot: at('src/relay/index\\.ts$') },
  },
  {
    name: 'relay-browser-share',
    severity: 'error',
    comment: "The editor's page (src/admin/, a browser bundle) imports the lead relay through its entry's browser share, src/relay/browser.ts: plain values and types (docs/relay.md, \"The relay as one part\").",
    from: { path: at('src/admin/') },
    to: { path: at('src/relay/'), pathNot: at('src/relay/browser\\.ts$') },
  },
  {
    name: 'relay-node-runtime',
    severity: 'error',
    comment: 'The bundled server starts the Node relay in one place, src/server/main.ts; everything else of the relay it takes from src/relay/index.ts (docs/relay.md, "The relay as one part").',
    from: { path: at('src/server/main\\.ts$') },
    to: { path: at('src/relay/'), pathNot: [at('src/relay/index\\.ts$'), at('src/relay/node/nodeRelay\\.ts$')] },
  },
];

export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must form a tree: move what both sides need into a module below them (e.g. a types module).',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...distContractRules,
    ...relayEntryRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // The blog's Markdown arrives through a Vite virtual module, not a file.
    exclude: { path: '^virtual:' },
  },
};
