import type { BlockViewProps } from '../sections/blockView';
import type { HomeSection } from './homeSections';
import { Icon } from '../../ui/Icon';

/**
 * The agency's promises in one white bar that overlaps the bottom of the hero:
 * the first thing a visitor reads after the headline.
 */
export function TrustBar({ section: { heading, points } }: BlockViewProps<HomeSection<'trust'>>) {
  return (
    <div className="relative z-10 -mt-10 px-4 sm:px-6 md:-mt-14">
      <h2 id="promises-heading" className="sr-only">
        {heading}
      </h2>
      <ul
        aria-labelledby="promises-heading"
        className="surface-card mx-auto grid max-w-7xl gap-x-6 gap-y-5 p-5 shadow-lg sm:grid-cols-2 md:p-7 lg:grid-cols-4"
      >
        {points.map((point) => (
          <li key={point.title} className="flex items-start gap-3">
            <span className="icon-chip h-11 w-11 bg-accent-50 text-accent-700">
              <Icon name={point.icon} className="h-6 w-6" />
            </span>
            <span>
              <strong className="block font-semibold text-brand-900">{point.title}</strong>
              <span className="mt-0.5 block text-sm leading-snug text-gray-600">{point.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
