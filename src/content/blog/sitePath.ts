/**
 * A path on this site, optionally with a query or fragment ("/claims",
 * "/contact?subject=quote"), as articles may write it in their call to
 * action and their links. "//host" is not one: browsers read it as another site.
 */
export const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*(?:\?[A-Za-z0-9\-._~=&%+]*)?(?:#[A-Za-z0-9\-_]*)?$/;
