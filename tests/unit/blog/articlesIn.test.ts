// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadArticleContent } from '../../../src/content/blog/articles';
import { articles, articlesIn } from './lists';
import { BLOG_ARTICLE_IDS } from '../../support/spec';

describe('articlesIn (the site’s own articles)', () => {
  it('lists every English article, the same array every time', () => {
    expect(articlesIn('en')).toBe(articles);
    expect(articlesIn('en')).toBe(articlesIn('en'));
    expect(articlesIn('en').map((article) => article.id)).toEqual(expect.arrayContaining(BLOG_ARTICLE_IDS));
  });

  it('lists the Spanish articles newest first, each in Spanish, in both languages, at its English path', () => {
    const spanish = articlesIn('es');
    expect(spanish.map((article) => article.id).toSorted()).toEqual(BLOG_ARTICLE_IDS.toSorted());
    const dates = spanish.map((article) => article.date);
    expect(dates).toEqual(dates.toSorted().toReversed());
    for (const article of spanish) {
      expect(article).toMatchObject({ locale: 'es', locales: ['en', 'es'], path: `/blog/${article.id}` });
      const english = articlesIn('en').find((candidate) => candidate.id === article.id)!;
      expect(english).toMatchObject({ locale: 'en', locales: ['en', 'es'], date: article.date, category: article.category, image: article.image });
      expect(article.title).not.toBe(english.title);
    }
  });

  it('keeps the lists light: the subtitle and the call to action load with the page, in its language', async () => {
    const [english] = articlesIn('en');
    expect(Object.keys(english!)).not.toContain('subtitle');
    expect(Object.keys(english!)).not.toContain('cta');
    const claim = articlesIn('es').find((article) => article.id === 'how-to-file-insurance-claim')!;
    const content = await loadArticleContent(claim);
    expect(content.cta).toMatchObject({ href: '/claims', title: '¿Listo para iniciar su reclamo?' });
    expect(content.blocks.length).toBeGreaterThan(5);
    await expect(loadArticleContent({ id: 'no-such-article', locale: 'es' })).rejects.toThrow('No blog article with id "no-such-article" in "es"');
  });
});
