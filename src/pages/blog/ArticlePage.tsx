import { ArticleBody } from '../../components/blog/ArticleBody';
import { ArticleCta } from '../../components/blog/ArticleCta';
import { ArticleHeader } from '../../components/blog/ArticleHeader';
import { RelatedArticles, relatedArticles } from '../../components/blog/RelatedArticles';
import { TableOfContents } from '../../components/blog/TableOfContents';
import { BackLink } from '../../components/services/BackLink';
import { articles, type ArticleBody as Body, type ArticleMeta } from '../../content/blog/articles';
import { articleFrame } from '../../content/blog/blogCopy';

/**
 * One blog article. Its route loads this component and the article's body
 * together (loadArticlePage.ts), so the first render is complete and matches
 * the prerendered HTML.
 */
export default function ArticlePage({ article, body }: { article: ArticleMeta; body: Body }) {
  return (
    <>
      <BackLink link={articleFrame.back} />
      <article>
        <ArticleHeader article={article} readingMinutes={body.readingMinutes} />
        <div className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 md:pb-20">
          <TableOfContents blocks={body.blocks} />
          <ArticleBody blocks={body.blocks} />
          <ArticleCta cta={article.cta} />
        </div>
      </article>
      <RelatedArticles articles={relatedArticles(article, articles, articleFrame.moreCount)} />
    </>
  );
}
