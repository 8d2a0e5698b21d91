/**
 * What each content file's preview draws: the model it is read with, the
 * page's address, and the site's component that draws the page from what
 * was read, the component the route table gives that page (src/app/routes.ts).
 */
import type { ComponentType, ReactElement } from 'react';
import { coveragePages } from 'virtual:content/coverage';
import { linksToAddress } from 'virtual:content/editor';
import { CoveragePage } from '../../components/coverage/CoveragePage';
import {
  CATEGORY_BASE,
  COVERAGE_CATEGORIES,
  coverageFile,
  coveragePageContent,
  DEFAULT_FORM,
  type CoverageCategory,
  type CoverageFile,
} from '../../content/model/coverage';
import type { FormValue } from '../../content/model/formNode';
import type { ObjectNode } from '../../vocabulary/nodes';
import type { Problem } from '../../content/model/read';
import { pageFiles, type FixedPage } from '../../content/model/pages';
import { FIXED_PAGE_PATHS } from '../../content/pagePaths';
import type { Locale } from '../../i18n/locale';
import AboutPage from '../../pages/AboutPage';
import BlogPage from '../../pages/blog/BlogPage';
import ClaimsPage from '../../pages/ClaimsPage';
import ClientServicePage from '../../pages/ClientServicePage';
import ContactPage from '../../pages/ContactPage';
import HomePage from '../../pages/HomePage';
import LegalPage from '../../pages/legal/LegalPage';
import { formIn } from './readInBrowser';
import { views } from 'virtual:content/views/all';
import type { SectionViews } from '../../components/sections/viewModules';

export interface PreviewedPage {
  model: ObjectNode;
  /** The page's English address, from its file's values and name (a new page's name is its address field). */
  path: (data: Record<string, unknown>, fileName: string | undefined) => string;
  /** The page drawn from the file read in `locale` (its value is the model's, but where the reader found problems). */
  view: (value: unknown, locale: Locale) => ReactElement;
  /** What the page as written would break on other pages (the build would stop on it once published). */
  elsewhere?: (data: Record<string, unknown>, fileName: string | undefined, englishPath: string) => Problem[];
}

/** A new page's address before the office has named it. */
const UNNAMED = 'new-page';

/**
 * A coverage page's address as the build derives it (src/buildSteps/content/loadSiteContent.ts):
 * its own address, else the page it is under's and its file name, else its
 * category's and its file name.
 */
function coveragePath(data: Record<string, unknown>, fileName = UNNAMED): string {
  if (typeof data.path === 'string' && data.path) return data.path;
  const parent = coveragePages.find((page) => page.slug === data.parent);
  if (parent) return `${parent.path}/${fileName}`;
  const category = (COVERAGE_CATEGORIES as readonly unknown[]).includes(data.category) ? (data.category as CoverageCategory) : 'personal';
  return `${CATEGORY_BASE[category]}/${fileName}`;
}

/**
 * The links other pages write as this page's address (src/buildSteps/content/loadSiteContent.ts,
 * linksToAddress), which a new address leaves leading nowhere: listed at the
 * field that moves it (its own address, the page it is under, or its category).
 */
export function linksLeftBehind(data: Record<string, unknown>, fileName: string | undefined, englishPath: string): Problem[] {
  const before = coveragePages.find((page) => page.slug === fileName)?.path;
  const from = fileName ? linksToAddress[fileName] : undefined;
  if (!before || before === englishPath || !from?.length) return [];
  const field = data.path ? 'path' : data.parent ? 'parent' : 'category';
  return [
    {
      path: field,
      message: `moves the page from ${before} to ${englishPath}, and ${from.length === 1 ? 'a link leads' : `${from.length} links lead`} to ${before}: ${from.join('; ')}. Keep its address, or change those links once this is published`,
    },
  ];
}

export const coveragePreview: PreviewedPage = {
  model: coverageFile,
  path: coveragePath,
  elsewhere: linksLeftBehind,
  view: (value, locale) => <CoveragePage content={coveragePageContent(value as CoverageFile, formIn(locale, DEFAULT_FORM) as FormValue)} />,
};

/**
 * Each fixed page's component, which takes its content file read in one
 * language, but its head, as `copy`, and its sections' views: every kind's,
 * since the office may add any block to any page.
 */
const FIXED_PAGE_VIEWS: Record<FixedPage, ComponentType<{ copy: never; views: SectionViews }>> = {
  home: HomePage,
  about: AboutPage,
  contact: ContactPage,
  claims: ClaimsPage,
  clientService: ClientServicePage,
  blog: BlogPage,
  privacy: LegalPage,
  terms: LegalPage,
};

export function fixedPagePreview(page: FixedPage): PreviewedPage {
  const View = FIXED_PAGE_VIEWS[page];
  return {
    model: pageFiles[page],
    path: () => FIXED_PAGE_PATHS[page],
    view: (value) => {
      const { head: _head, ...copy } = value as Record<string, unknown>;
      return <View copy={copy as never} views={views} />;
    },
  };
}
