/**
 * A stylesheet cut, in its own order, into the runs of rules a page uses and
 * the runs between them it does not (src/buildSteps/prerender/criticalCssInliner.ts, docs/architecture.md,
 * "Before the script"). The page carries the runs it uses inline, one <style>
 * each, with the short runs between them it does not use (`carryUpTo`: one
 * <style> fewer on either side, criticalCssInliner.ts CARRIED_RUN_STEPS); the boot
 * module (src/entry-boot.ts) puts each other run in its own <style> at its
 * place once the page has painted. The document then holds
 * every rule of the stylesheet in the stylesheet's order, so the cascade is
 * the stylesheet's; and the browser restyles only what the added rules'
 * selectors name (none of which the page uses), not the whole page, as it
 * does when the whole stylesheet arrives on top of the inlined rules.
 *
 * A rule is the unit: one inside @media or @supports keeps its condition
 * wherever the cut falls (`@media (min-width:640px){…}` may be opened again in
 * the next run). A rule Beasties kept with fewer selectors (it drops the ones
 * the page does not match) is kept whole: its other selectors match nothing.
 */
import postcss, { type Container } from 'postcss';
import { RewriteError } from '../rewrites/replaceOnce';

const STEP = 'splitStylesheet (src/buildSteps/prerender/splitStylesheet.ts)';

/** One rule (or an at-rule with no rules inside, @keyframes among them) with the conditions it sits in. */
interface Leaf {
  /** The at-rules around it, outermost first, as written: `@media (min-width:640px)`. */
  conditions: string[];
  /** Those conditions, compared without whitespace. */
  where: string;
  /** The rule as written. */
  text: string;
  /** Its selectors, compared without whitespace; none for an at-rule. */
  selectors?: string[];
  /** What it declares, compared without whitespace. */
  body: string;
}

/** Whitespace that minifiers differ on: around punctuation, and runs of it. */
const compact = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([>+~,(){}:;])\s*/g, '$1')
    .trim();

/** At-rules whose content is rules, cut through like the sheet itself. */
const isCondition = (node: postcss.ChildNode): node is postcss.AtRule =>
  node.type === 'atrule' && !/keyframes$/.test(node.name) && !!node.nodes?.some((child) => child.type === 'rule' || child.type === 'atrule');

function leavesOf(container: Container, conditions: string[] = [], into: Leaf[] = []): Leaf[] {
  const where = compact(conditions.join('\n'));
  for (const node of container.nodes ?? []) {
    if (node.type === 'comment') continue;
    if (isCondition(node)) {
      leavesOf(node, [...conditions, `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}`], into);
    } else if (node.type === 'rule') {
      into.push({ conditions, where, text: node.toString(), selectors: node.selectors.map(compact), body: compact((node.nodes ?? []).map(String).join(';')) });
    } else {
      into.push({ conditions, where, text: node.toString(), body: compact(node.toString()) });
    }
  }
  return into;
}

/** Leaves as CSS text, a condition opened once for consecutive leaves inside it. */
function cssOf(leaves: Leaf[]): string {
  let css = '';
  let open: string[] = [];
  for (const leaf of leaves) {
    if (leaf.conditions.join('\n') !== open.join('\n')) {
      css += '}'.repeat(open.length) + leaf.conditions.map((condition) => `${condition}{`).join('');
      open = leaf.conditions;
    }
    css += leaf.text;
  }
  return css + '}'.repeat(open.length);
}

/** Does `kept`, a rule of Beasties' output, come from `leaf` (same conditions, same declarations, some of its selectors)? */
const keptFrom = (kept: Leaf, leaf: Leaf) =>
  kept.where === leaf.where &&
  kept.body === leaf.body &&
  (kept.selectors ?? []).every((selector) => leaf.selectors?.includes(selector));

/**
 * The stylesheet as it reads again from its cut (`deferred[0]`, `inline[0]`,
 * `deferred[1]`, … `inline[n-1]`, `deferred[n]`): its rules in their order, as
 * written, without what separates them (the built stylesheet is minified:
 * nothing does).
 */
export function rejoined({ inline, deferred }: SplitStylesheet): string {
  return rulesOf(deferred.map((run, index) => run + (inline[index] ?? '')).join(''));
}

/** `css`'s rules in their order, each as written, a condition opened once for the rules in a row inside it: two stylesheets with the same rules in the same order read the same. */
export const rulesOf = (css: string) => cssOf(leavesOf(postcss.parse(css)));

export interface SplitStylesheet {
  /** The runs the page uses, in order: each one <style> in its head. At least one. */
  inline: string[];
  /** The runs around them, one more than `inline`: `deferred[i]` goes before `inline[i]`, the last after them all; '' where nothing is between. */
  deferred: string[];
}

/**
 * Marks as used each run of unused leaves whose CSS is at most `upTo`
 * characters: it goes inline with the runs around it, which become one.
 */
function carryShortRuns(leaves: Leaf[], used: boolean[], upTo: number) {
  if (upTo <= 0) return;
  let start = 0;
  for (let end = 1; end <= leaves.length; end++) {
    if (end < leaves.length && used[end] === used[start]) continue;
    if (!used[start] && cssOf(leaves.slice(start, end)).length <= upTo) used.fill(true, start, end);
    start = end;
  }
}

/**
 * `stylesheet` cut at the rules of `critical` (Beasties' output for a page,
 * in the same order). Stops the build when a rule of `critical` is not in
 * the stylesheet, or when the cut does not read back as the stylesheet.
 */
export function splitStylesheet(stylesheet: string, critical: string, page: string, carryUpTo = 0): SplitStylesheet {
  const leaves = leavesOf(postcss.parse(stylesheet));
  const kept = leavesOf(postcss.parse(critical));
  let next = 0;
  const used = leaves.map((leaf) => (next < kept.length && keptFrom(kept[next], leaf) ? (next++, true) : false));
  if (next < kept.length) {
    throw new RewriteError(`${STEP}: the critical CSS of ${page} holds a rule that is not in the stylesheet, or not in its order: ${kept[next].text}`);
  }
  carryShortRuns(leaves, used, carryUpTo);
  const split: SplitStylesheet = { inline: [], deferred: [] };
  let run: Leaf[] = [];
  let runUsed = false;
  const close = () => (runUsed ? split.inline : split.deferred).push(cssOf(run));
  leaves.forEach((leaf, index) => {
    if (index > 0 && used[index] !== runUsed) {
      close();
      run = [];
    }
    if (index === 0 && used[0]) split.deferred.push('');
    runUsed = used[index];
    run.push(leaf);
  });
  if (leaves.length) close();
  // Every run inline is followed by one deferred, the last one too; a page that uses nothing still has its one (empty) <style>.
  if (runUsed || !split.inline.length) split.deferred.push('');
  if (!split.inline.length) split.inline.push('');
  if (rejoined(split) !== cssOf(leaves)) throw new RewriteError(`${STEP}: the stylesheet cut for ${page} does not read back as the stylesheet; its shape changed`);
  return split;
}
