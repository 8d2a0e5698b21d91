import { Link } from 'wouter';
import type { LinkRef } from '../../content/coverageTypes';
import { Icon } from '../../ui/Icon';

/** A "back to" link in a slim band above the hero (recreational pages). */
export function BackLink({ link }: { link: LinkRef }) {
  return (
    <div className="border-b border-gray-200 bg-white">
      <div className="page-container py-3">
        <Link href={link.href} className="inline-flex items-center gap-2 rounded font-semibold text-brand-700 hover:text-brand-900 focus-ring">
          <Icon name="arrow-left" className="h-4 w-4" />
          {link.label}
        </Link>
      </div>
    </div>
  );
}
