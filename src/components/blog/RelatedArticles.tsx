import type { ArticleMeta } from '../../content/blog/articles';
import { articleFrame } from '../../content/blog/blogCopy';
import { ArticleTeaser } from '../home/ArticleTeaser';
import { Section } from '../ui/Section';

/** Other articles to read next: the same category first, then the newest. */
export function relatedArticles(current: ArticleMeta, all: readonly ArticleMeta[], count: number): ArticleMeta[] {
  const others = all.filter((article) => article.id !== current.id);
  const sameCategory = others.filter((article) => article.category === current.category);
  return [...sameCategory, ...others.filter((article) => article.category !== current.category)].slice(0, count);
}

export function RelatedArticles({ articles }: { articles: ArticleMeta[] }) {
  if (articles.length === 0) return null;
  return (
    <Section id="keep-reading" tone="muted" title={articleFrame.moreTitle}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleTeaser article={article} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
