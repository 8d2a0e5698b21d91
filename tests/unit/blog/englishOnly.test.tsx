/**
 * An article written in English only (docs/i18n.md): lists with one, since
 * the site's own articles all have both languages (the plugin's languages per
 * article: blogArticles.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ArticleMeta } from '../../../src/content/blog/articles';
import { relatedArticles } from '../../../src/components/blog/RelatedArticles';
import { LatestArticles, teasersFor } from '../../../src/components/home/LatestArticles';
// The Spanish home page's content as the route table gives it (src/content/pages/home.yaml, read in Spanish).
import spanishHome from 'virtual:content/page/home/es';
import { renderAt, screen } from '../test-utils';

const meta = (locale: 'en' | 'es', id: string, title: string, date: string, category = 'Auto Insurance') => ({
  id,
  title,
  excerpt: `${title}: an excerpt long enough for a card, fifty characters or more.`,
  image: 'https://images.unsplash.com/photo-1',
  imageAlt: 'A photo',
  date,
  category,
  locale,
  locales: id === 'renters-insurance-first-apartment' ? ['en'] : ['en', 'es'],
  path: `/blog/${id}`,
});
const english = [
  meta('en', 'renters-insurance-first-apartment', 'Renters Insurance for Your First Apartment', '2026-11-03', 'Tips & Advice'),
  meta('en', 'auto-insurance-coverage-options', 'Understanding Auto Insurance Coverage Options', '2026-10-20'),
  meta('en', 'home-insurance-premium-factors', 'Five Factors That Affect Your Home Insurance Premium', '2026-10-01', 'Home Insurance'),
  meta('en', 'life-insurance-guide', 'A Practical Guide to Life Insurance', '2026-09-22', 'Life Insurance'),
] as ArticleMeta[];
const spanish = [
  meta('es', 'auto-insurance-coverage-options', 'Cómo entender las opciones de cobertura del seguro de auto', '2026-10-20'),
  meta('es', 'home-insurance-premium-factors', 'Cinco factores que afectan la prima de su seguro de hogar', '2026-10-01', 'Home Insurance'),
  meta('es', 'life-insurance-guide', 'Una guía práctica del seguro de vida', '2026-09-22', 'Life Insurance'),
] as ArticleMeta[];

const ENGLISH_ONLY = 'renters-insurance-first-apartment';

describe('an article that exists only in English', () => {
  it('is never among a Spanish article’s related articles', () => {
    const related = relatedArticles(spanish[0]!, spanish, 3);
    expect(related.map((article) => article.id)).not.toContain(ENGLISH_ONLY);
    expect(related.every((article) => article.locale === 'es')).toBe(true);
  });

  it('cannot be a Spanish home teaser: the prerender stops, naming the id and the language', () => {
    expect(teasersFor([ENGLISH_ONLY], english)[0]!.title).toBe('Renters Insurance for Your First Apartment');
    expect(() => teasersFor([ENGLISH_ONLY], spanish)).toThrow(`Home teaser: no blog article with id "${ENGLISH_ONLY}" in "es"`);
  });

  it('leaves the Spanish home’s teasers Spanish, linking to Spanish pages', () => {
    const section = spanishHome.sections.find((block): block is Extract<typeof block, { kind: 'latestArticles' }> => block.kind === 'latestArticles')!;
    renderAt(<LatestArticles section={{ ...section, articles: spanish }} tone="white" />, { path: '/es' });
    const link = screen.getByRole('link', { name: 'Una guía práctica del seguro de vida' });
    expect(link).toHaveAttribute('href', '/es/blog/life-insurance-guide');
    expect(screen.getByText('Seguro de vida')).toBeInTheDocument();
    expect(screen.getByText('22 de septiembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver todos los artículos/ })).toHaveAttribute('href', '/es/blog');
    expect(screen.queryByText('Renters Insurance for Your First Apartment')).toBeNull();
  });
});
