import type { ArticleMeta } from '../../content/blog/articles';
import { FormattedDate } from '../../ui/FormattedDate';
import { Photo } from '../../ui/Photo';
import { Icon } from '../../ui/Icon';
import { useBlogCopy } from './blogCopyContext';
import { fill } from '../../lib/template';

/** An article's opening: category, title (the page's h1), subtitle, date and reading time, hero photo. */
export function ArticleHeader({ article, subtitle, readingMinutes }: { article: ArticleMeta; subtitle: string; readingMinutes: number }) {
  const { article: frame, cards } = useBlogCopy();
  return (
    <header>
      <div className="bg-brand-50 px-4 pb-10 pt-10 sm:px-6 md:pt-14">
        <div className="mx-auto max-w-3xl">
          <p className="eyebrow">{cards.categories[article.category]}</p>
          <h1 className="mt-3 text-3xl font-extrabold leading-tight tracking-tight text-brand-900 md:text-5xl">{article.title}</h1>
          <p className="mt-4 text-lg text-gray-700 md:text-xl">{subtitle}</p>
          <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
            <span className="inline-flex items-center gap-1.5">
              <Icon name="calendar" className="h-4 w-4" />
              <FormattedDate iso={article.date} />
            </span>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1.5">
              <Icon name="clock" className="h-4 w-4" />
              {fill(frame.readingTime, { minutes: readingMinutes })}
            </span>
          </p>
        </div>
      </div>
      {/* The photo straddles the tinted band and the white page below it. */}
      <div className="px-4 [background-image:linear-gradient(to_bottom,#eef5fb_50%,#fff_50%)] sm:px-6">
        <div className="mx-auto max-w-5xl">
          <Photo
            image={{ src: article.image, alt: article.imageAlt, ...article.photo }}
            width={1200}
            height={630}
            priority
            sizes="(min-width: 1024px) 976px, 100vw"
            className="aspect-[40/21] h-auto w-full rounded-2xl shadow-md"
          />
        </div>
      </div>
    </header>
  );
}
