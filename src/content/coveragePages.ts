/**
 * The coverage pages, as the content files place them (one file each,
 * src/content/coverage/<slug>.yaml; docs/content.md): their paths, menus
 * and order, in the entry so that the route table, the navigation, the
 * footer and the breadcrumbs derive from them. Their words load with each
 * language (the names and menu labels with the frame's words) and each
 * page's content with the page.
 */
import { coverageContent, coveragePages } from 'virtual:content/coverage';
import type { CoverageGroup } from './model/coverage';

export type { CoveragePlace, CoverageGroup } from './model/coverage';
export { coverageContent, coveragePages };

/** A group's overview page (/services, /commercial). */
export const overviewOf = (group: CoverageGroup) => coveragePages.find((page) => page.overview && page.group === group)!;

/** The coverage page at a path, if it is one. */
export const coverageAt = (path: string) => coveragePages.find((page) => page.path === path);
