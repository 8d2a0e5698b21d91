import type { ArticleMeta } from '../../content/blog/articles';
import { ArticleTeaser } from './ArticleTeaser';

/** Article teaser cards: one column on phones, two on tablets, three on desktop. */
export function ArticleGrid({ articles, className }: { articles: readonly ArticleMeta[]; className?: string }) {
  return (
    <ul className={[className, 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'].filter(Boolean).join(' ')}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleTeaser article={article} />
        </li>
      ))}
    </ul>
  );
}
