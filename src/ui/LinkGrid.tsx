import { Link } from 'wouter';
import type { LinkTile } from '../content/types';
import { Icon } from './Icon';

/** Compact link tiles (icon and name) for browsing many pages at once. */
export function LinkGrid({ links, labelledBy }: { links: LinkTile[]; /** Id of the heading that names the list. */ labelledBy?: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4">
      {links.map((link) => (
        <li key={link.path} className="flex">
          <Link
            href={link.path}
            className="group flex w-full items-center gap-3 rounded-xl border border-gray-200 bg-white p-3 font-semibold leading-snug sm:p-4 text-brand-900 shadow-sm transition hover:(border-brand-300 bg-brand-50 text-brand-700) focus-ring"
          >
            <span className="icon-chip h-10 w-10 bg-brand-50 text-brand-700 group-hover:bg-white">
              <Icon name={link.icon} className="h-5 w-5" />
            </span>
            <span className="min-w-0 flex-1">{link.title}</span>
            <span aria-hidden="true" className="hidden sm:inline-flex">
              <Icon name="chevron-right" className="h-5 w-5 text-brand-400 transition-transform group-hover:translate-x-0.5" />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
