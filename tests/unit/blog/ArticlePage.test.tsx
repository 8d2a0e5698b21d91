import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, articlesIn } from './lists';
import { loadArticlePage } from '../../../src/pages/blog/loadArticlePage';
import { renderAt, screen, within } from '../test-utils';

async function renderArticle(id: string) {
  const article = articles.find((candidate) => candidate.id === id)!;
  const { default: Page } = await loadArticlePage(article.id, article.locale);
  return renderAt(createElement(Page), { path: article.path });
}

/** The article itself (the related teasers below it are articles too). */
const mainArticle = () => screen.getByRole('heading', { level: 1 }).closest('article')!;

describe('<ArticlePage> (through its route loader)', () => {
  // The first import of the page chunk is slow on a busy machine; pay it once.
  beforeAll(() => loadArticlePage(articles[0]!.id, 'en'), 30_000);

  it('shows the back link, category, title, subtitle, date and hero photo', async () => {
    await renderArticle('life-insurance-guide');
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A Practical Guide to Life Insurance');
    expect(screen.getByText('Life Insurance', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText(/how much coverage a family really needs/)).toBeInTheDocument();
    expect(screen.getByText('September 22, 2026').closest('time')).toHaveAttribute('dateTime', '2026-09-22');
    const photo = screen.getByRole('img', { name: 'Parents and two children walking together in a park' });
    expect(photo).toHaveAttribute('width', '1200');
    expect(photo).toHaveAttribute('loading', 'eager');
  });

  it('renders the body with h2 and h3 under the h1, lists, a table and its facts', async () => {
    await renderArticle('life-insurance-guide');
    const article = mainArticle();
    const headings = within(article).getAllByRole('heading').map((heading) => `${heading.tagName}:${heading.textContent}`);
    expect(headings.slice(0, 4)).toEqual(['H1:A Practical Guide to Life Insurance', 'H2:In this article', 'H2:The three main types of life insurance', 'H3:Term life insurance']);
    expect(within(article).getByRole('table', { name: 'The three main types of life insurance' })).toBeInTheDocument();
    expect(article).toHaveTextContent('10 to 12 times your annual income');
    expect(article).toHaveTextContent('10, 20 or 30 years');
    expect(within(article).getByRole('link', { name: 'Choosing a term length: 10, 20 or 30 years' })).toHaveAttribute(
      'href',
      '#choosing-a-term-length-10-20-or-30-years',
    );
  });

  it('links site paths in place and ends with the call to action box', async () => {
    await renderArticle('how-to-file-insurance-claim');
    expect(screen.getByRole('link', { name: 'online claim form' })).toHaveAttribute('href', '/claims');
    const cta = screen.getByRole('region', { name: 'Ready to start your claim?' });
    expect(within(cta).getByRole('link', { name: 'File a Claim' })).toHaveAttribute('href', '/claims');
    expect(within(cta).getByRole('link', { name: /Talk to an Agent/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it("offers other articles to keep reading, never the current one", async () => {
    await renderArticle('health-insurance-plans-guide');
    const more = screen.getByRole('region', { name: 'Keep Reading' });
    const titles = within(more).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(titles).toHaveLength(3);
    expect(titles).not.toContain('Choosing a Health Insurance Plan');
  });
});

describe('<ArticlePage> in Spanish', () => {
  async function renderSpanishArticle(id: string) {
    const article = articlesIn('es').find((candidate) => candidate.id === id)!;
    const { default: Page } = await loadArticlePage(article.id, article.locale);
    return renderAt(createElement(Page), { path: `/es${article.path}` });
  }

  it('reads Spanish: back link, category, title, subtitle, Spanish date and reading time', async () => {
    await renderSpanishArticle('life-insurance-guide');
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute('href', '/es/blog');
    expect(screen.getByText('Seguro de vida', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(articlesIn('es').find((a) => a.id === 'life-insurance-guide')!.title);
    expect(screen.getByText('22 de septiembre de 2026').closest('time')).toHaveAttribute('dateTime', '2026-09-22');
    expect(screen.getByText(/min de lectura/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'En este artículo' })).toBeInTheDocument();
  });

  it('leads its internal links, its call to action and its cards to Spanish pages', async () => {
    await renderSpanishArticle('how-to-file-insurance-claim');
    expect(screen.getByRole('link', { name: 'formulario de reclamos en línea' })).toHaveAttribute('href', '/es/claims');
    const cta = screen.getByRole('region', { name: '¿Listo para iniciar su reclamo?' });
    expect(within(cta).getAllByRole('link')[0]).toHaveAttribute('href', '/es/claims');
    expect(within(cta).getByRole('link', { name: /Hable con un agente/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    const more = screen.getByRole('region', { name: 'Siga leyendo' });
    for (const link of within(more).getAllByRole('link')) expect(link.getAttribute('href')).toMatch(/^\/es\/blog\//);
  });

  it('gives accented headings accentless anchors in its contents list', async () => {
    await renderSpanishArticle('auto-insurance-coverage-options');
    const toc = screen.getByRole('navigation', { name: 'En este artículo' });
    const hrefs = within(toc).getAllByRole('link').map((link) => link.getAttribute('href')!);
    expect(hrefs.every((href) => /^#[a-z0-9-]+$/.test(href))).toBe(true);
    expect(hrefs).toContain('#cobertura-de-colision');
    expect(hrefs).toContain('#proteccion-contra-lesiones-personales-pip');
  });
});
