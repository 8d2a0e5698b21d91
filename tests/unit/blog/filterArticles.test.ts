import { describe, expect, it } from 'vitest';
import { articles } from '../../../src/content/blog/articles';
import { CATEGORY_FILTERS, filterArticles, type CategoryFilter } from '../../../src/state/blogFilter';
import { BLOG_ARTICLE_IDS, BLOG_CATEGORY_BUTTONS } from '../../fixtures/spec';

const ids = (search: string, category: CategoryFilter = 'All') => filterArticles(articles, { search, category }).map((article) => article.id);

const ALL = BLOG_ARTICLE_IDS;

describe('filterArticles over the six articles', () => {
  it('shows all six, newest first, with no search and All', () => {
    expect(ids('')).toEqual(ALL);
  });

  it('matches the search text in the title', () => {
    expect(ids('Life Insurance')).toEqual(['life-insurance-guide']);
    expect(ids('claim')).toEqual(['how-to-file-insurance-claim']);
  });

  it('matches the search text in the excerpt', () => {
    // "PIP" appears only in the auto article's excerpt, "platinum" only in health's.
    expect(ids('PIP')).toEqual(['auto-insurance-coverage-options']);
    expect(ids('platinum')).toEqual(['health-insurance-plans-guide']);
    expect(ids('workers comp')).toEqual(['business-insurance-essentials']);
  });

  it('ignores case and surrounding spaces', () => {
    expect(ids('  HMO ')).toEqual(['health-insurance-plans-guide']);
    expect(ids('hmo')).toEqual(ids('HMO'));
    expect(ids('pREMIUM')).toEqual(['home-insurance-premium-factors']);
  });

  it('does not search the body or the category name', () => {
    expect(ids('deductible')).toEqual([]);
    expect(ids('Tips & Advice')).toEqual([]);
  });

  it.each([
    ['Auto Insurance', ['auto-insurance-coverage-options']],
    ['Home Insurance', ['home-insurance-premium-factors']],
    ['Life Insurance', ['life-insurance-guide']],
    ['Business Insurance', ['business-insurance-essentials']],
    ['Health Insurance', ['health-insurance-plans-guide']],
    ['Claims', ['how-to-file-insurance-claim']],
    ['Tips & Advice', []],
  ] as const)('category %s shows its own articles only', (category, expected) => {
    expect(ids('', category)).toEqual(expected);
  });

  it('combines search and category (both must match)', () => {
    expect(ids('insurance', 'Business Insurance')).toEqual(['business-insurance-essentials']);
    expect(ids('24 hours', 'Claims')).toEqual(['how-to-file-insurance-claim']);
    expect(ids('24 hours', 'Auto Insurance')).toEqual([]);
    expect(ids('coverage', 'Life Insurance')).toEqual(['life-insurance-guide']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(ids('flood zone')).toEqual([]);
    expect(ids('zzz', 'All')).toEqual([]);
  });

  it('offers the eight category buttons in order', () => {
    expect(CATEGORY_FILTERS).toEqual(BLOG_CATEGORY_BUTTONS);
  });
});
