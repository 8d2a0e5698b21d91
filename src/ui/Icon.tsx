import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from '../content/icons';

/**
 * A decorative icon from the sprite. Its colour is the text colour; its size
 * 1.2em unless the caller's classes say otherwise (`.icon` in uno.config.ts).
 */
export function Icon({ name, className = '' }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : 'icon'}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
