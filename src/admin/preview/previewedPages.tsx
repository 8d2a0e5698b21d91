/**
 * What each content file's preview draws: the model it is read with, the
 * page's address, and the site's component that draws the page from what
 * was read, the component the route table gives that page (src/app/routes.ts).
 */
import type { ComponentType, ReactElement } from 'react';
import { coveragePages } from 'virtual:content/coverage';
import { ServicePage } from '../../components/services/ServicePage';
import {
  CATEGORY_BASE,
  COVERAGE_CATEGORIES,
  coverageFile,
  coveragePageContent,
  DEFAULT_FORM,
  type CoverageCategory,
  type CoverageFile,
} from '../../content/model/coverage';
import type { FormValue, ObjectNode } from '../../content/model/nodes';
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
}

/** A new page's address before the office has named it. */
const UNNAMED = 'new-page';

/**
 * A coverage page's address as the build derives it (src/build/content/store.ts):
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

export const coveragePreview: PreviewedPage = {
  model: coverageFile,
  path: coveragePath,
  view: (value, locale) => <ServicePage content={coveragePageContent(value as CoverageFile, formIn(locale, DEFAULT_FORM) as FormValue)} />,
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
  service: ClientServicePage,
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
