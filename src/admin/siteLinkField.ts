/**
 * The link field's rules (docs/editor.md, "Links"): a link to a page of the
 * site is picked from the pages there are (./sitePages.ts), with what may
 * follow its address (`?subject=quote`, `#policy-change`) beside it; any
 * other link (an anchor on the page, an https address, `{paymentLink}`) is
 * written out. A link is written once for both languages: on the Spanish
 * page it leads to the page's Spanish twin. The field itself is
 * ./SiteLinkControl.tsx.
 */
import { deadLinkPath } from '../content/model/read.ts';
import type { FieldCheck } from './translationField';

/** The widget's name in the editor's configuration (src/buildSteps/cms/contentFields.ts). */
export const SITE_LINK_WIDGET = 'site-link';

/** A link's parts as the field shows them: the page picked, and what follows its address; or an address written out. */
export type LinkParts = { page: string; rest: string } | { other: string };

/** A site link's page and what follows it; else the value as written. */
export function linkParts(value: unknown, pages: readonly { path: string }[]): LinkParts {
  const link = typeof value === 'string' ? value : '';
  const match = /^(\/[^?#]*)(.*)$/.exec(link);
  if (match && pages.some((page) => page.path === match[1])) return { page: match[1]!, rest: match[2]! };
  return { other: link };
}

/** The value the field hands Decap: the page's address and what follows it, or the address written out. */
export const linkOf = (parts: LinkParts) => ('other' in parts ? parts.other.trim() : `${parts.page}${parts.rest.trim()}`);

/** A link to a path on this site that is no page of it: refused as the office writes it, as the build refuses it. */
export function checkSiteLink(value: unknown, { label, isSitePath }: { label: string; isSitePath: (path: string) => boolean }): FieldCheck {
  if (typeof value !== 'string' || !value.startsWith('/')) return true;
  const dead = deadLinkPath(value, isSitePath);
  if (dead === undefined) return true;
  return { error: { type: 'CUSTOM', message: `${label}: ${dead} is no page of the site. Pick the page from the list.` } };
}
