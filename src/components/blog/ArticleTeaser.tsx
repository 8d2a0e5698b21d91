import { Link } from 'wouter';
import type { ArticleMeta } from '../../content/blog/articles';
import type { SiteWords } from '../../content/model/site';
import { FormattedDate } from '../../ui/FormattedDate';
import { Photo } from '../../ui/Photo';
import { Icon } from '../../ui/Icon';

interface ArticleTeaserProps {
  article: ArticleMeta;
  /** The card's words in the page's language. */
  words: SiteWords['blogCards'];
  /** h3 under a section's h2 (default); h2 when the cards sit right under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * A blog teaser card. The title is the one link; a stretched pseudo-element
 * makes the whole card clickable without a second, redundant link.
 */
export function ArticleTeaser({ article, words, headingLevel = 3 }: ArticleTeaserProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="surface-card group relative flex h-full flex-col overflow-hidden transition duration-200 focus-within:shadow-lg hover:(-translate-y-0.5 shadow-lg)">
      <Photo
        image={{ src: article.image, alt: article.imageAlt, ...article.photo }}
        width={800}
        height={450}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/9] h-auto w-full"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-0.5 font-semibold text-brand-700">{words.categories[article.category]}</span>
          <FormattedDate iso={article.date} className="text-gray-600" />
        </p>
        <Heading className="mt-3 text-xl font-semibold text-brand-900">
          <Link
            href={article.path}
            className="rounded focus-ring after:(absolute inset-0 content-empty) group-hover:text-brand-700"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-gray-700">{article.excerpt}</p>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1 font-semibold text-brand-700">
          {words.readArticle}
          <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
