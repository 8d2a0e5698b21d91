import type { ArticleMeta } from '../../content/blog/articles';
import { Section } from '../../ui/Section';
import { ArticleGrid } from './ArticleGrid';
import { useBlogCopy } from './blogCopyContext';

/** Other articles to read next, from `all` (the current article's language's list): the same category first, then the newest. */
export function relatedArticles(current: ArticleMeta, all: readonly ArticleMeta[], count: number): ArticleMeta[] {
  const others = all.filter((article) => article.id !== current.id);
  const sameCategory = others.filter((article) => article.category === current.category);
  return [...sameCategory, ...others.filter((article) => article.category !== current.category)].slice(0, count);
}

export function RelatedArticles({ articles }: { articles: ArticleMeta[] }) {
  const { article: frame, cards } = useBlogCopy();
  if (articles.length === 0) return null;
  return (
    <Section id="keep-reading" tone="muted" title={frame.moreTitle}>
      <ArticleGrid articles={articles} words={cards} />
    </Section>
  );
}
