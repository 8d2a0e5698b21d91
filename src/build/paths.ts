/** Where a route's prerendered HTML lives in dist/: "/" -> index.html, "/a/b" -> a/b.html. */
export const htmlFileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
