import { beforeEach, describe, expect, it } from 'vitest';
import BlogPage from '../../../src/pages/blog/BlogPage';
import { resetFilters, searchText, selectedCategory } from '../../../src/state/blogFilter';
import { renderAt, screen, within } from '../test-utils';
import { BLOG_CATEGORY_BUTTONS } from '../../fixtures/spec';

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The grid's live count (the newsletter form has its own status region). */
const resultCount = () => within(screen.getByRole('region', { name: 'Articles' })).getByRole('status');

beforeEach(() => resetFilters());

describe('<BlogPage>', () => {
  it('shows the search box, the eight category buttons with All pressed, and six cards', () => {
    renderAt(<BlogPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance Articles & Resources' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('placeholder', 'Search articles...');
    const group = screen.getByRole('group', { name: 'Filter articles by category' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(BLOG_CATEGORY_BUTTONS);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toHaveLength(6);
    expect(resultCount()).toHaveTextContent('Showing 6 of 6 articles');
  });

  it('filters live while typing, and announces the count', async () => {
    const { user } = renderAt(<BlogPage />, { path: '/blog' });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'li');
    // "li" is in "Liability" (auto), "policy" (home), "Life" and "general liability" (business).
    expect(cardTitles()).toEqual([
      'Understanding Auto Insurance Coverage Options',
      'Five Factors That Affect Your Home Insurance Premium',
      'A Practical Guide to Life Insurance',
      'Business Insurance Essentials',
    ]);
    await user.type(screen.getByRole('searchbox'), 'fe');
    expect(cardTitles()).toEqual(['A Practical Guide to Life Insurance']);
    expect(resultCount()).toHaveTextContent('Showing 1 of 6 articles');
    expect(searchText.value).toBe('life');
  });

  it('filters by category and marks the pressed button', async () => {
    const { user } = renderAt(<BlogPage />, { path: '/blog' });
    const claims = screen.getByRole('button', { name: 'Claims' });
    await user.click(claims);
    expect(claims).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(['How to File an Insurance Claim']);
    expect(screen.getByRole('link', { name: 'How to File an Insurance Claim' })).toHaveAttribute('href', '/blog/how-to-file-insurance-claim');
  });

  it("shows 'No articles found' for Tips & Advice, and Reset Filters restores all six", async () => {
    const { user } = renderAt(<BlogPage />, { path: '/blog' });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'insurance');
    await user.click(screen.getByRole('button', { name: 'Tips & Advice' }));
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(resultCount()).toHaveTextContent('Showing 0 of 6 articles');

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveFocus();
    expect(selectedCategory.value).toBe('All');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('holds the newsletter form: a required e-mail and Subscribe', () => {
    renderAt(<BlogPage />, { path: '/blog' });
    const form = screen.getByRole('form', { name: 'Subscribe to Our Newsletter' });
    expect(within(form).getByRole('textbox', { name: /email/i })).toBeRequired();
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
