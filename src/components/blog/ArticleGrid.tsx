import type { ArticleMeta } from '../../content/blog/articles';
import type { SiteWords } from '../../content/model/site';
import { ArticleTeaser } from './ArticleTeaser';

/** Article teaser cards: one column on phones, two on tablets, three on desktop. */
export function ArticleGrid({ articles, words, className }: { articles: readonly ArticleMeta[]; words: SiteWords['blogCards']; className?: string }) {
  return (
    <ul className={[className, 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'].filter(Boolean).join(' ')}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleTeaser article={article} words={words} />
        </li>
      ))}
    </ul>
  );
}
