// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articles } from './lists';
import { CATEGORY_FILTERS, filterArticles, type CategoryFilter } from '../../../src/state/blogFilter';
import { listed, searchMatchingNothing } from '../../support/articleListing';
import { BLOG_ARTICLE_IDS, BLOG_CATEGORY_BUTTONS } from '../../support/spec';

const ids = (search: string, category: CategoryFilter = 'All') => filterArticles(articles, { search, category }).map((article) => article.id);
const expected = (search: string, category: CategoryFilter = 'All') => listed(articles, search, category).map((article) => article.id);

describe('filterArticles over the articles of the content folder', () => {
  it("shows them all, newest first, with no search and All; the specification's six among them in its order", () => {
    expect(ids('')).toEqual(articles.map((article) => article.id));
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    expect(ids('').filter((id) => BLOG_ARTICLE_IDS.includes(id))).toEqual(BLOG_ARTICLE_IDS);
  });

  it('matches the search text in the title', () => {
    expect(ids('Life Insurance')).toEqual(expected('Life Insurance'));
    expect(ids('Life Insurance')).toContain('life-insurance-guide');
    expect(ids('claim')).toEqual(expected('claim'));
    expect(ids('claim')).toContain('how-to-file-insurance-claim');
  });

  it('matches the search text in the excerpt', () => {
    // "PIP" appears in the auto article's excerpt only, "platinum" in health's, not in their titles.
    for (const [search, id] of [
      ['PIP', 'auto-insurance-coverage-options'],
      ['platinum', 'health-insurance-plans-guide'],
      ['workers comp', 'business-insurance-essentials'],
    ] as const) {
      expect(ids(search)).toEqual(expected(search));
      expect(ids(search)).toContain(id);
    }
  });

  it('ignores case and surrounding spaces', () => {
    expect(ids('  HMO ')).toEqual(ids('hmo'));
    expect(ids('hmo')).toContain('health-insurance-plans-guide');
    expect(ids('pREMIUM')).toEqual(ids('premium'));
    expect(ids('pREMIUM')).toContain('home-insurance-premium-factors');
  });

  it('does not search the body or the category name', () => {
    // "deductible" is in the auto article's body only; no title or excerpt names a category "Tips & Advice".
    expect(ids('deductible')).toEqual(expected('deductible'));
    expect(ids('deductible')).not.toContain('auto-insurance-coverage-options');
    expect(ids('Tips & Advice')).toEqual(expected('Tips & Advice'));
  });

  it.each([
    ['Auto Insurance', 'auto-insurance-coverage-options'],
    ['Home Insurance', 'home-insurance-premium-factors'],
    ['Life Insurance', 'life-insurance-guide'],
    ['Business Insurance', 'business-insurance-essentials'],
    ['Health Insurance', 'health-insurance-plans-guide'],
    ['Claims', 'how-to-file-insurance-claim'],
  ] as const)('category %s shows its own articles only, %s among them', (category, id) => {
    expect(ids('', category)).toEqual(expected('', category));
    expect(ids('', category)).toContain(id);
    expect(filterArticles(articles, { search: '', category }).every((article) => article.category === category)).toBe(true);
  });

  it("shows none of the specification's six under Tips & Advice, the category they leave empty", () => {
    expect(ids('', 'Tips & Advice')).toEqual(expected('', 'Tips & Advice'));
    expect(ids('', 'Tips & Advice').filter((id) => BLOG_ARTICLE_IDS.includes(id))).toEqual([]);
  });

  it('combines search and category (both must match)', () => {
    for (const [search, category, id] of [
      ['insurance', 'Business Insurance', 'business-insurance-essentials'],
      ['24 hours', 'Claims', 'how-to-file-insurance-claim'],
      ['coverage', 'Life Insurance', 'life-insurance-guide'],
    ] as const) {
      expect(ids(search, category)).toEqual(expected(search, category));
      expect(ids(search, category)).toContain(id);
    }
    expect(ids('24 hours', 'Auto Insurance')).toEqual(expected('24 hours', 'Auto Insurance'));
    expect(ids('24 hours', 'Auto Insurance')).not.toContain('how-to-file-insurance-claim');
  });

  it('returns an empty list when nothing matches', () => {
    expect(ids(searchMatchingNothing(articles))).toEqual([]);
    expect(ids(searchMatchingNothing(articles), 'Claims')).toEqual([]);
  });

  it('offers the eight category buttons in order', () => {
    expect(CATEGORY_FILTERS).toEqual(BLOG_CATEGORY_BUTTONS);
  });
});

describe('filterArticles ignores accents', () => {
  it("finds 'colisión' when the visitor types 'colision', and the other way round", () => {
    const list = [{ ...articles[0], title: 'Cobertura de colisión', excerpt: '' }, { ...articles[1], title: 'Colision course', excerpt: '' }];
    expect(filterArticles(list, { search: 'colision', category: 'All' }).map((article) => article.title)).toEqual(['Cobertura de colisión', 'Colision course']);
    expect(filterArticles(list, { search: 'COLISIÓN', category: 'All' })).toHaveLength(2);
  });
});
