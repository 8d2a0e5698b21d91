import type { AnchorHTMLAttributes } from 'react';

/** A link that opens another site in a new tab without giving it access to this page. */
export function ExternalLink(props: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}
