/**
 * The agency's icon, a file of every build (src/public/favicon.svg): the
 * site's pages carry it inline (src/buildSteps/prerender/inlineIcon.ts), the
 * office's pages name it (src/office/index.html, the sign-in page), so no
 * browser asks for /favicon.ico, which no host serves.
 */
export const SITE_ICON_PATH = '/favicon.svg';
