import { ArticleResults } from '../../components/blog/ArticleResults';
import { BlogCopyContext, type BlogCopy } from '../../components/blog/blogCopyContext';
import { BlogSearch } from '../../components/blog/BlogSearch';
import { CategoryFilter } from '../../components/blog/CategoryFilter';
import { useFilterInUrl } from '../../components/blog/useFilterInUrl';
import { Hero } from '../../ui/Hero';
import { Section } from '../../ui/Section';
import { PageLeadForm } from '../../forms/PageLeadForm';

/**
 * The blog listing: live search and category filter over the articles of the
 * page's language (kept in the address), then the newsletter. `copy` is the
 * blog's copy in that language (the route table passes it).
 */
export default function BlogPage({ copy }: { copy: BlogCopy }) {
  useFilterInUrl();
  const { hero, listing, newsletter } = copy;
  return (
    <BlogCopyContext.Provider value={copy}>
      <Hero size="compact" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <section aria-labelledby="articles-heading" className="bg-gray-50 py-12 md:py-16">
        <div className="page-container">
          <h2 id="articles-heading" className="sr-only">
            {listing.gridHeading}
          </h2>
          <div className="flex flex-col gap-5">
            <BlogSearch />
            <CategoryFilter />
          </div>
          <ArticleResults />
        </div>
      </section>
      <Section id="newsletter" width="narrow" title={newsletter.title} lead={newsletter.lead}>
        <PageLeadForm form={newsletter.form} labelledBy="newsletter-heading" />
      </Section>
    </BlogCopyContext.Provider>
  );
}
