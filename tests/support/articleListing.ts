/**
 * What the blog listing must show, stated plainly so the blog tests hold for
 * whatever articles the content folder has (adding an article is adding a
 * Markdown file, with no test to edit): an article is listed when its title
 * or excerpt contains the search text, in any case and without the spaces
 * around it, and the category is 'All' or its own. The specification's own articles
 * are checked literally next to this (tests/support/spec.ts).
 */
export interface Listable {
  id: string;
  title: string;
  excerpt: string;
  category: string;
}

export function listed<T extends Listable>(articles: readonly T[], search: string, category = 'All'): T[] {
  const text = search.trim().toLowerCase();
  return articles.filter(
    (article) =>
      (category === 'All' || article.category === category) &&
      `${article.title}\n${article.excerpt}`.toLowerCase().includes(text),
  );
}

/** A search text no title or excerpt contains, to reach the empty state whatever the articles are. */
export function searchMatchingNothing(articles: readonly Listable[]): string {
  const text = 'no article is about this';
  if (listed(articles, text).length > 0) throw new Error(`an article mentions "${text}": choose another text`);
  return text;
}

/** "Showing 2 of 7 articles": the live count above the grid. */
export const countLine = (shown: number, total: number) => `Showing ${shown} of ${total} articles`;
