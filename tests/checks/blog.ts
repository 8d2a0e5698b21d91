/**
 * The blog in the prerendered HTML (what a visitor without script and a
 * crawler get): each of the specification's articles holds its whole body
 * (its title as the h1, every fact, its call to action), and /blog lists a
 * card for every article of the content folder and counts them all. Read
 * from the built files: no browser needed (they ran in the browser tier,
 * which opened a page for each).
 */
import { ARTICLES } from '../support/blogArticles';
import { countLine } from '../support/articleListing';
import { contentArticles } from '../support/contentArticles';
import type { PageCheck } from './seo';

export function blogChecks(pages: Map<string, string>): PageCheck[] {
  const articleChecks = ARTICLES.map(({ path, title, facts, cta }): PageCheck => {
    const html = pages.get(path);
    if (html === undefined) return [`${path} holds its whole body`, ['no page']];
    const problems = [
      ...(new RegExp(`<h1[^>]*>${title}</h1>`).test(html) ? [] : [`no <h1> reading "${title}"`]),
      ...facts.filter((fact) => !html.includes(fact)).map((fact) => `"${fact}" missing`),
      ...(html.includes(`href="${cta.href.replace('&', '&amp;')}"`) ? [] : [`no link to ${cta.href}`]),
    ];
    return [`${path} holds its whole body`, problems];
  });
  const listing = pages.get('/blog') ?? '';
  const total = contentArticles.length;
  const paths = [...ARTICLES.map((article) => article.path), ...contentArticles.map((article) => article.path)];
  return [
    ...articleChecks,
    [
      `/blog lists a card per article, ${total} of ${total}`,
      [...paths.filter((path) => !listing.includes(`href="${path}"`)).map((path) => `no link to ${path}`), ...(listing.includes(countLine(total, total)) ? [] : [`no "${countLine(total, total)}"`])],
    ],
  ];
}
