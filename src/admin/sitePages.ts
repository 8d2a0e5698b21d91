/**
 * Every page of the site a link may lead to, as the editor was built: the
 * fixed pages, the coverage pages (virtual:content/editor, their addresses
 * as the build derives them) and the articles. The link field offers them
 * to pick from (./SiteLinkControl.tsx) and the preview reads links against
 * them (./preview/readInBrowser.ts), as the build does
 * (src/buildSteps/content/loadSiteContent.ts). A page added in the editor is listed once
 * the site is rebuilt (docs/editor.md, "Known limits").
 */
import { articleIds } from 'virtual:blog-articles';
import { coverageFacts } from 'virtual:content/editor';
import type { FixedPage } from '../content/model/pages';
import { FIXED_PAGE_PATHS } from '../content/pagePaths';
import { fixedPageLabel } from './contentCollections';

export interface SitePage {
  /** Its English address; the Spanish page's links go to its Spanish twin (/es + the address). */
  path: string;
  /** As the editor names it. */
  name: string;
}

const fixedName = (page: keyof typeof FIXED_PAGE_PATHS) => (page === 'thanks' ? 'Thank-you page (after a form is sent)' : fixedPageLabel(page as FixedPage));

export const sitePages: readonly SitePage[] = [
  ...(Object.keys(FIXED_PAGE_PATHS) as (keyof typeof FIXED_PAGE_PATHS)[]).map((page) => ({ path: FIXED_PAGE_PATHS[page], name: fixedName(page) })),
  ...coverageFacts.en.map((page) => ({ path: page.path, name: page.name })),
  ...articleIds.en.map((id) => ({ path: `/blog/${id}`, name: `Article: ${id}` })),
];

/** Whether a link's path (without its query or anchor) is a page of the site, or its Spanish twin, as the build asks. */
export function isSitePathIn(paths: ReadonlySet<string>, path: string): boolean {
  return paths.has(path) || paths.has(path.replace(/^\/es(?=\/|$)/, '') || '/');
}
