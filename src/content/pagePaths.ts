/**
 * The fixed pages' addresses: the route table's, and the pages a link in
 * content may lead to besides the coverage pages and the articles. Apart
 * from the content model, which only the build runs, so the entry holds
 * these few strings only.
 */
export const FIXED_PAGE_PATHS = {
  home: '/',
  about: '/about',
  blog: '/blog',
  contact: '/contact',
  claims: '/claims',
  clientService: '/service',
  privacy: '/privacy',
  terms: '/terms',
  thanks: '/thanks',
} as const;
