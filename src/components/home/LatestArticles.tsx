import { articles } from '../../content/blog/articles';
import { articlesSection } from '../../content/home';
import { ButtonLink } from '../ui/Buttons';
import { Section } from '../ui/Section';
import { ArticleGrid } from '../blog/ArticleGrid';

/** Three teasers picked by id from the blog's own list, so the two never disagree. */
const teasers = articlesSection.articleIds.map((id) => {
  const article = articles.find((candidate) => candidate.id === id);
  if (!article) throw new Error(`Home teaser: no blog article with id "${id}"`);
  return article;
});

export function LatestArticles() {
  return (
    <Section id="articles" tone="muted" eyebrow={articlesSection.eyebrow} title={articlesSection.title} lead={articlesSection.lead}>
      <ArticleGrid articles={teasers} />
      <div className="mt-10 text-center">
        <ButtonLink href={articlesSection.allPath} variant="outline" icon="newspaper">
          {articlesSection.allLabel}
        </ButtonLink>
      </div>
    </Section>
  );
}
