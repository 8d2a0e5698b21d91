import type { ArticleMeta } from '../../content/blog/articles';
import { ButtonLink } from '../../ui/Buttons';
import { Section } from '../../ui/Section';
import { ArticleGrid } from '../blog/ArticleGrid';
import { frameProps, type BlockViewProps } from '../sections/blockView';
import type { HomeSection } from './homeSections';

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

/** The home page's latest articles: the teasers its content names, from the blog's list in the page's language. */
export function LatestArticles({ section, tone }: BlockViewProps<HomeSection<'latestArticles'>>) {
  const teasers = teasersFor(section.articleIds, section.articles);
  return (
    <Section {...frameProps(section, tone)}>
      <ArticleGrid articles={teasers} words={section.cards} />
      <div className="mt-10 text-center">
        <ButtonLink href={section.allLink} variant="outline" icon="newspaper">
          {section.allLabel}
        </ButtonLink>
      </div>
    </Section>
  );
}
