/**
 * Internal links and anchors of the built site that lead nowhere: a page or
 * file that is not there, an anchor no element of the page carries, an icon
 * (`<use href="/assets/icons-….svg#name">`) the sprite has no symbol for.
 */
export function brokenLinks(pages: Map<string, string>, files: Set<string>, readFile: (path: string) => string): string[] {
  const idsOf = new Map<string, Set<string>>();
  const ids = (path: string) => {
    if (!idsOf.has(path)) {
      const text = pages.get(path) ?? readFile(path);
      idsOf.set(path, new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
    }
    return idsOf.get(path)!;
  };
  const problems: string[] = [];
  for (const [page, html] of pages) {
    for (const [, attr, raw] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      const value = raw.replace(/&amp;/g, '&');
      if (/^(https?:|mailto:|tel:|data:|\/\/)/.test(value)) continue;
      const [beforeHash, hash] = value.split('#');
      const target = beforeHash.split('?')[0] || page;
      const isPage = pages.has(target);
      if (!isPage && !files.has(target)) {
        problems.push(`${page}: ${attr}="${value}" points to a missing ${target}`);
      } else if (hash && (isPage || target.endsWith('.svg')) && !ids(target).has(hash)) {
        problems.push(`${page}: ${attr}="${value}" points to a missing anchor #${hash}`);
      }
    }
  }
  return problems;
}
