import { ArticleBody } from '../../components/blog/ArticleBody';
import { ArticleCta } from '../../components/blog/ArticleCta';
import { ArticleHeader } from '../../components/blog/ArticleHeader';
import { BlogCopyContext, type BlogCopy } from '../../components/blog/blogCopyContext';
import { FIXED_PAGE_PATHS } from '../../content/pagePaths';
import { RelatedArticles, relatedArticles } from '../../components/blog/RelatedArticles';
import { TableOfContents } from '../../components/blog/TableOfContents';
import { BackLink } from '../../components/coverage/BackLink';
import type { ArticleContent, ArticleMeta } from '../../content/blog/articles';

/**
 * One blog article in one language. Its route loads this component, the
 * article's content in that language and the blog's copy in that language
 * together (loadArticlePage.ts), so the first render is complete and matches
 * the prerendered HTML.
 */
export default function ArticlePage({ article, content, copy }: { article: ArticleMeta; content: ArticleContent; copy: BlogCopy }) {
  const { article: frame } = copy;
  return (
    <BlogCopyContext.Provider value={copy}>
      <BackLink link={{ href: FIXED_PAGE_PATHS.blog, label: frame.backLabel }} />
      <article>
        <ArticleHeader article={article} subtitle={content.subtitle} readingMinutes={content.readingMinutes} />
        <div className="mx-auto max-w-3xl px-4 pb-16 pt-10 sm:px-6 md:pb-20">
          <TableOfContents blocks={content.blocks} />
          <ArticleBody blocks={content.blocks} />
          <ArticleCta cta={content.cta} />
        </div>
      </article>
      <RelatedArticles articles={relatedArticles(article, copy.articles, frame.moreCount)} />
    </BlogCopyContext.Provider>
  );
}
