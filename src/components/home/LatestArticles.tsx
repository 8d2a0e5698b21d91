import type { ArticleMeta } from '../../content/blog/articles';
import type { articlesSection } from '../../content/home';
import { ButtonLink } from '../ui/Buttons';
import { Section } from '../ui/Section';
import { ArticleGrid } from '../blog/ArticleGrid';

/** The home copy's section, in either language (the Spanish twin has the same shape). */
type ArticlesSection = typeof articlesSection;

/**
 * The teasers picked by id from the blog's own list in the page's language,
 * so the two never disagree. An id with no article in that language stops
 * the prerender, naming it, rather than showing an English card.
 */
export function teasersFor(ids: readonly string[], list: readonly ArticleMeta[]): ArticleMeta[] {
  return ids.map((id) => {
    const article = list.find((candidate) => candidate.id === id);
    if (!article) throw new Error(`Home teaser: no blog article with id "${id}" in "${list[0]?.locale ?? 'an empty list'}"`);
    return article;
  });
}

/** The home page's latest articles; `copy` is the home copy's articlesSection in the page's language. */
export function LatestArticles({ copy }: { copy: ArticlesSection }) {
  const teasers = teasersFor(copy.articleIds, copy.articles);
  return (
    <Section id="articles" tone="muted" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
      <ArticleGrid articles={teasers} words={copy.cards} />
      <div className="mt-10 text-center">
        <ButtonLink href={copy.allPath} variant="outline" icon="newspaper">
          {copy.allLabel}
        </ButtonLink>
      </div>
    </Section>
  );
}
