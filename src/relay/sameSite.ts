/**
 * Where to send the visitor after a post without script: `_next` when it is
 * a page of the site that received the post (the request's own host), as a
 * path, so that the answer can never point at another site (no open
 * redirect; docs/forms.md, "The relay").
 */
export function sameSiteRedirect(next: string | undefined, host: string | undefined): string | undefined {
  if (!next || !host) return undefined;
  let url: URL;
  try {
    url = new URL(next, `http://${host}`);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.host !== host) return undefined;
  // One leading slash: "//other.example" would be a link to another host.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
}
