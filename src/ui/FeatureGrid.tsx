import type { Feature } from '../content/types';
import { cardTones } from './CardGrid';
import { Icon } from './Icon';

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  5: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5',
} as const;

/**
 * Icon, title and a sentence: benefits and highlights that explain rather
 * than link (plain, or on white cards over a tinted band).
 */
export function FeatureGrid({
  features,
  columns = 3,
  variant = 'plain',
}: {
  features: Feature[];
  columns?: keyof typeof columnClasses;
  /** 'cards' puts each feature on a white card (for tinted bands). */
  variant?: 'plain' | 'cards';
}) {
  const cards = variant === 'cards';
  return (
    <ul className={`grid ${cards ? 'gap-6' : 'gap-x-8 gap-y-10'} ${columnClasses[columns]}`}>
      {features.map((feature) => (
        <li key={feature.title} className={`flex flex-col ${cards ? 'surface-card p-6' : ''}`}>
          <span className={`icon-chip mb-4 ${cardTones[feature.tone ?? 'blue']}`}>
            <Icon name={feature.icon} className="h-6 w-6" />
          </span>
          <h3 className="text-lg font-semibold text-brand-900">{feature.title}</h3>
          <p className="mt-2 text-gray-700">{feature.description}</p>
        </li>
      ))}
    </ul>
  );
}
