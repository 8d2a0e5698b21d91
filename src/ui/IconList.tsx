import type { IconName } from '../content/icons';
import type { IconListItem } from '../content/types';
import { Icon } from './Icon';

/** A list whose bullets are icons (check marks by default): value points, what's covered, next steps. */
export function IconList({
  items,
  icon = 'circle-check',
  inverted = false,
  className = '',
}: {
  items: IconListItem[];
  icon?: IconName;
  /** Light text for dark bands. */
  inverted?: boolean;
  className?: string;
}) {
  return (
    <ul className={`space-y-4 ${className}`}>
      {items.map((item, index) => (
        <li key={item.title ?? index} className="flex gap-3">
          <Icon name={icon} className={`mt-0.5 h-6 w-6 ${inverted ? 'text-accent-300' : 'text-brand-600'}`} />
          <span className={inverted ? 'text-brand-50' : 'text-gray-700'}>
            {item.title && <strong className={`block font-semibold ${inverted ? 'text-white' : 'text-brand-900'}`}>{item.title}</strong>}
            {item.text}
          </span>
        </li>
      ))}
    </ul>
  );
}
