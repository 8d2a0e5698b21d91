import { beforeEach, describe, expect, it } from 'vitest';
// The blog's words as the route table gives them to the page (src/content/pages/blog.yaml, read by the content plugin).
import blogCopy from 'virtual:content/page/blog/en';
import BlogPage from '../../../src/pages/blog/BlogPage';
import { resetFilters, searchText, selectedCategory } from '../../../src/state/blogFilter';
import { renderAt, screen, within } from '../test-utils';
import { articles, articlesIn } from './lists';
import blogCopyEs from 'virtual:content/page/blog/es';
import { countLine, listed, searchMatchingNothing } from '../../support/articleListing';
import { BLOG_CATEGORY_BUTTONS } from '../../support/spec';

const cardTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

/** The grid's live count (the newsletter form has its own status region). */
const resultCount = () => within(screen.getByRole('region', { name: 'Articles' })).getByRole('status');

/** The titles the grid must show, from the content (it holds the specification's six and any article added since). */
const titlesListed = (search: string, category = 'All') => listed(articles, search, category).map((article) => article.title);
const ALL_TITLES = titlesListed('');

beforeEach(() => resetFilters());

describe('<BlogPage>', () => {
  it('shows the search box, the eight category buttons with All pressed, and a card per article', () => {
    renderAt(<BlogPage copy={blogCopy} />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'Insurance Articles & Resources' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveAttribute('placeholder', 'Search articles...');
    const group = screen.getByRole('group', { name: 'Filter articles by category' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual(BLOG_CATEGORY_BUTTONS);
    expect(within(group).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(ALL_TITLES);
    expect(resultCount()).toHaveTextContent(countLine(articles.length, articles.length));
  });

  it('filters live while typing, and announces the count', async () => {
    const { user } = renderAt(<BlogPage copy={blogCopy} />, { path: '/blog' });
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'li');
    // "li" is in "Liability" (auto), "policy" (home), "Life" and "general liability" (business).
    expect(cardTitles()).toEqual(titlesListed('li'));
    expect(cardTitles()).toEqual(
      expect.arrayContaining([
        'Understanding Auto Insurance Coverage Options',
        'Five Factors That Affect Your Home Insurance Premium',
        'A Practical Guide to Life Insurance',
        'Business Insurance Essentials',
      ]),
    );
    await user.type(screen.getByRole('searchbox'), 'fe');
    expect(cardTitles()).toEqual(titlesListed('life'));
    expect(cardTitles()).toContain('A Practical Guide to Life Insurance');
    expect(resultCount()).toHaveTextContent(countLine(titlesListed('life').length, articles.length));
    expect(searchText.value).toBe('life');
  });

  it('filters by category and marks the pressed button', async () => {
    const { user } = renderAt(<BlogPage copy={blogCopy} />, { path: '/blog' });
    const claims = screen.getByRole('button', { name: 'Claims' });
    await user.click(claims);
    expect(claims).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardTitles()).toEqual(titlesListed('', 'Claims'));
    expect(screen.getByRole('link', { name: 'How to File an Insurance Claim' })).toHaveAttribute('href', '/blog/how-to-file-insurance-claim');
  });

  it("shows 'No articles found' when nothing matches, and Reset Filters restores them all", async () => {
    const { user } = renderAt(<BlogPage copy={blogCopy} />, { path: '/blog' });
    await user.click(screen.getByRole('button', { name: 'Claims' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), searchMatchingNothing(articles));
    expect(cardTitles()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No articles found' })).toBeInTheDocument();
    expect(resultCount()).toHaveTextContent(countLine(0, articles.length));

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(cardTitles()).toEqual(ALL_TITLES);
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveFocus();
    expect(selectedCategory.value).toBe('All');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('holds the newsletter form: a required e-mail and Subscribe', () => {
    renderAt(<BlogPage copy={blogCopy} />, { path: '/blog' });
    const form = screen.getByRole('form', { name: 'Subscribe to Our Newsletter' });
    expect(within(form).getByRole('textbox', { name: /email/i })).toBeRequired();
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});

describe('<BlogPage> in Spanish', () => {
  const spanish = articlesIn('es');
  const renderSpanishBlog = (path = '/es/blog') => renderAt(<BlogPage copy={blogCopyEs} />, { path });

  it('reads Spanish: the search box, the category buttons, the Spanish articles and Spanish dates', () => {
    renderSpanishBlog();
    expect(screen.getByRole('heading', { level: 1, name: 'Artículos y recursos sobre seguros' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar artículos' })).toHaveAttribute('placeholder', 'Buscar artículos...');
    const group = screen.getByRole('group', { name: 'Filtrar artículos por categoría' });
    expect(within(group).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Todos',
      'Seguro de auto',
      'Seguro de hogar',
      'Seguro de vida',
      'Seguro para negocios',
      'Seguro de salud',
      'Reclamos',
      'Consejos prácticos',
    ]);
    expect(within(group).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardTitles()).toEqual(spanish.map((article) => article.title));
    expect(within(screen.getByRole('region', { name: 'Artículos' })).getByRole('status')).toHaveTextContent(`Mostrando ${spanish.length} de ${spanish.length} artículos`);
    const auto = screen.getByRole('link', { name: 'Cómo entender las opciones de cobertura del seguro de auto' });
    expect(auto).toHaveAttribute('href', '/es/blog/auto-insurance-coverage-options');
    const card = auto.closest('article')!;
    expect(within(card).getByText('Seguro de auto')).toBeInTheDocument();
    expect(within(card).getByText('20 de octubre de 2026')).toHaveAttribute('dateTime', '2026-10-20');
  });

  it('filters with Spanish labels while the value stays the English category', async () => {
    const { user } = renderSpanishBlog();
    const claims = screen.getByRole('button', { name: 'Reclamos' });
    await user.click(claims);
    expect(claims).toHaveAttribute('aria-pressed', 'true');
    expect(selectedCategory.value).toBe('Claims');
    expect(cardTitles()).toEqual(listed(spanish, '', 'Claims').map((article) => article.title));
  });

  it("shows 'No se encontraron artículos' and 'Restablecer filtros' brings every article back", async () => {
    const { user } = renderSpanishBlog();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar artículos' }), searchMatchingNothing(spanish));
    expect(screen.getByRole('heading', { name: 'No se encontraron artículos' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restablecer filtros' }));
    expect(cardTitles()).toEqual(spanish.map((article) => article.title));
  });
});
