import type { Point } from '../../content/coverageTypes';
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../content/icons';

/** One titled point with its icon: a reason, a covered item. The caller gives the list and the item's frame. */
export function PointItem({ point, fallbackIcon, className = '' }: { point: Point; fallbackIcon: IconName; className?: string }) {
  return (
    <li className={`flex gap-4 ${className}`}>
      <Icon name={point.icon ?? fallbackIcon} className="mt-0.5 h-6 w-6 text-brand-600" />
      <div>
        <h3 className="text-lg font-semibold text-brand-900">{point.title}</h3>
        <p className="mt-1 text-gray-700">{point.description}</p>
      </div>
    </li>
  );
}
