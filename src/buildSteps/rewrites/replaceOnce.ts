/**
 * Build steps that rewrite text another tool generated (Vite's page template,
 * the development server's page) depend on that text's exact shape. When a
 * new version writes it differently, a silent no-op would ship a page that is
 * wrong in a way no check sees (the app's script back on the critical path,
 * an empty page, an editor that reloads itself). So every such rewrite goes
 * through here and stops the build, naming the step and what it looked for,
 * when its pattern matches nothing or more than it should.
 */

export interface RewriteSite {
  /** The build step, as a maintainer finds it: e.g. 'deferApp (src/buildSteps/prerender/deferApp.ts)'. */
  step: string;
  /** What the pattern stands for, in words: e.g. "Vite's script tag for the app". */
  what: string;
}

export class RewriteError extends Error {
  override name = 'RewriteError';
}

const global = (find: RegExp) => (find.global ? find : new RegExp(find.source, `${find.flags}g`));
const count = (text: string, find: string | RegExp) => (typeof find === 'string' ? text.split(find).length - 1 : [...text.matchAll(global(find))].length);
const changedShape = (site: RewriteSite, found: string, find: string | RegExp) =>
  new RewriteError(
    `${site.step}: expected ${site.what}${found} (looked for ${String(find)}). ` +
      'The generated text changed shape: update the step to the new shape rather than letting it pass.',
  );

/** `text` with the one occurrence of `find` replaced; throws when there is none, or more than one. */
export function replaceOnce(text: string, find: string | RegExp, replacement: string, site: RewriteSite): string {
  const found = count(text, find);
  if (found !== 1) throw changedShape(site, ` exactly once, found it ${found} times`, find);
  // A function, so that `$` in the replacement is never read as a pattern reference.
  return text.replace(find, () => replacement);
}

/** `text` without `find`, which must occur at least once. */
export function removeAll(text: string, find: RegExp, site: RewriteSite): string {
  if (count(text, find) === 0) throw changedShape(site, ', found none', find);
  return text.replace(global(find), '');
}
