/**
 * An article written in English only (docs/i18n.md): the lists are mocked with
 * one, since the site's own articles all have both languages.
 */
import { describe, expect, it, vi } from 'vitest';
import { articlesIn } from '../../../src/content/blog/articles';
import { relatedArticles } from '../../../src/components/blog/RelatedArticles';
import { LatestArticles, teasersFor } from '../../../src/components/home/LatestArticles';
import { articlesSection } from '../../../src/content/es/home';
import { renderAt, screen } from '../test-utils';

vi.mock('virtual:blog-articles', () => {
  const meta = (id: string, title: string, date: string, category = 'Auto Insurance') => ({
    id,
    title,
    excerpt: `${title}: an excerpt long enough for a card, fifty characters or more.`,
    image: 'https://images.unsplash.com/photo-1',
    imageAlt: 'A photo',
    date,
    category,
  });
  return {
    articleMetas: {
      en: [
        meta('renters-insurance-first-apartment', 'Renters Insurance for Your First Apartment', '2026-11-03', 'Tips & Advice'),
        meta('auto-insurance-coverage-options', 'Understanding Auto Insurance Coverage Options', '2026-10-20'),
        meta('home-insurance-premium-factors', 'Five Factors That Affect Your Home Insurance Premium', '2026-10-01', 'Home Insurance'),
        meta('life-insurance-guide', 'A Practical Guide to Life Insurance', '2026-09-22', 'Life Insurance'),
      ],
      es: [
        meta('auto-insurance-coverage-options', 'Cómo entender las opciones de cobertura del seguro de auto', '2026-10-20'),
        meta('home-insurance-premium-factors', 'Cinco factores que afectan la prima de su seguro de hogar', '2026-10-01', 'Home Insurance'),
        meta('life-insurance-guide', 'Una guía práctica del seguro de vida', '2026-09-22', 'Life Insurance'),
      ],
    },
    articleBodies: { en: {}, es: {} },
  };
});

const ENGLISH_ONLY = 'renters-insurance-first-apartment';

describe('an article that exists only in English', () => {
  it('is on the English list, with English as its only language, and not on the Spanish list', () => {
    const english = articlesIn('en').find((article) => article.id === ENGLISH_ONLY);
    expect(english).toMatchObject({ locale: 'en', locales: ['en'] });
    expect(articlesIn('es').map((article) => article.id)).not.toContain(ENGLISH_ONLY);
    expect(articlesIn('es').every((article) => article.locales.join() === 'en,es')).toBe(true);
  });

  it('is never among a Spanish article’s related articles', () => {
    const [spanish] = articlesIn('es');
    const related = relatedArticles(spanish!, articlesIn('es'), 3);
    expect(related.map((article) => article.id)).not.toContain(ENGLISH_ONLY);
    expect(related.every((article) => article.locale === 'es')).toBe(true);
  });

  it('cannot be a Spanish home teaser: the prerender stops, naming the id and the language', () => {
    expect(teasersFor([ENGLISH_ONLY], 'en')[0]!.title).toBe('Renters Insurance for Your First Apartment');
    expect(() => teasersFor([ENGLISH_ONLY], 'es')).toThrow(`Home teaser: no blog article with id "${ENGLISH_ONLY}" in "es"`);
  });

  it('leaves the Spanish home’s teasers Spanish, linking to Spanish pages', () => {
    renderAt(<LatestArticles copy={articlesSection} />, { path: '/es' });
    const link = screen.getByRole('link', { name: 'Una guía práctica del seguro de vida' });
    expect(link).toHaveAttribute('href', '/es/blog/life-insurance-guide');
    expect(screen.getByText('Seguro de vida')).toBeInTheDocument();
    expect(screen.getByText('22 de septiembre de 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver todos los artículos/ })).toHaveAttribute('href', '/es/blog');
    expect(screen.queryByText('Renters Insurance for Your First Apartment')).toBeNull();
  });
});
