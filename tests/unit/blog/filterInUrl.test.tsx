import { beforeEach, describe, expect, it } from 'vitest';
// The blog's words as the route table gives them to the page (src/content/pages/blog.yaml, read by the content plugin).
import blogCopy from 'virtual:content/page/blog/en';
import BlogPage from '../../../src/pages/blog/BlogPage';
import { filterFromParams, paramsWithFilter, resetFilters, searchText, selectedCategory } from '../../../src/state/blogFilter';
import { renderAt, screen, within } from '../test-utils';
import { articles, articlesIn } from './lists';
import blogCopyEs from 'virtual:content/page/blog/es';
import { listed, searchMatchingNothing } from '../../support/articleListing';

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search articles' });
const params = (query: string) => new URLSearchParams(query);
/** The titles the grid must show, from the content (the specification's six and any article added since). */
const titlesListed = (search: string, category = 'All') => listed(articles, search, category).map((article) => article.title);

beforeEach(() => resetFilters());

describe('the filter in the address', () => {
  it('reads the category and the search', () => {
    expect(filterFromParams(params('category=Claims&q=file'))).toEqual({ category: 'Claims', search: 'file' });
    expect(filterFromParams(params('category=Tips+%26+Advice'))).toEqual({ category: 'Tips & Advice', search: '' });
    expect(filterFromParams(params(''))).toEqual({ category: 'All', search: '' });
  });

  it('accepts a category in any letter case and ignores one the blog does not have', () => {
    expect(filterFromParams(params('category=claims')).category).toBe('Claims');
    expect(filterFromParams(params('category=Pets&q=dog'))).toEqual({ category: 'All', search: 'dog' });
  });

  it('writes the category, then the search, keeping other parameters and dropping what is not filtered', () => {
    expect(paramsWithFilter(params(''), { category: 'Claims', search: 'file a claim' }).toString()).toBe('category=Claims&q=file+a+claim');
    expect(paramsWithFilter(params('q=old&ref=mail'), { category: 'Tips & Advice', search: 'new' }).toString()).toBe(
      'ref=mail&category=Tips+%26+Advice&q=new',
    );
    expect(paramsWithFilter(params('category=Claims&q=file'), { category: 'All', search: '  ' }).toString()).toBe('');
  });
});

describe('<BlogPage> at a filtered address', () => {
  it('opens with the category pressed, the search filled in and only the matching articles', () => {
    renderAt(<BlogPage copy={blogCopy} />, { path: '/blog?category=Claims&q=file' });
    expect(screen.getByRole('button', { name: 'Claims' })).toHaveAttribute('aria-pressed', 'true');
    expect(searchBox()).toHaveValue('file');
    expect(cardTitles()).toEqual(titlesListed('file', 'Claims'));
    expect(cardTitles()).toContain('How to File an Insurance Claim');
  });

  it('rewrites the address in place as the visitor types and picks a category', async () => {
    const { user, location } = renderAt(<BlogPage copy={blogCopy} />, { path: '/blog' });
    await user.type(searchBox(), 'life');
    await user.click(screen.getByRole('button', { name: 'Life Insurance' }));
    expect(location.history).toEqual(['/blog?category=Life+Insurance&q=life']);
    expect(cardTitles()).toEqual(titlesListed('life', 'Life Insurance'));
    expect(cardTitles()).toContain('A Practical Guide to Life Insurance');
  });

  it("gives back the bare address on 'Reset Filters'", async () => {
    const nothing = new URLSearchParams({ category: 'Claims', q: searchMatchingNothing(articles) });
    const { user, location } = renderAt(<BlogPage copy={blogCopy} />, { path: `/blog?${nothing}` });
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(location.history).toEqual(['/blog']);
    expect([searchText.value, selectedCategory.value]).toEqual(['', 'All']);
    expect(cardTitles()).toEqual(titlesListed(''));
  });

  it('leaves an unfiltered address as it is on arrival', () => {
    const { location } = renderAt(<BlogPage copy={blogCopy} />, { path: '/blog?ref=newsletter' });
    expect(location.history).toEqual(['/blog?ref=newsletter']);
    expect(cardTitles()).toEqual(titlesListed(''));
  });
});

describe('the Spanish blog at a filtered address', () => {
  const spanishTitles = (search: string, category = 'All') => listed(articlesIn('es'), search, category).map((article) => article.title);

  it("reads the English category name: /es/blog?category=Claims shows 'Reclamos' pressed", () => {
    renderAt(<BlogPage copy={blogCopyEs} />, { path: '/es/blog?category=Claims' });
    expect(screen.getByRole('button', { name: 'Reclamos' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(spanishTitles('', 'Claims'));
    expect(cardTitles()).toContain('Cómo presentar un reclamo de seguro');
  });

  it('writes the English category name under /es as the visitor picks a Spanish label', async () => {
    const { user, location } = renderAt(<BlogPage copy={blogCopyEs} />, { path: '/es/blog' });
    await user.click(screen.getByRole('button', { name: 'Seguro de vida' }));
    expect(location.history).toEqual(['/es/blog?category=Life+Insurance']);
    expect(cardTitles()).toEqual(spanishTitles('', 'Life Insurance'));
  });
});
