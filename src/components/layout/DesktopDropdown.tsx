import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { useHydrated } from '../../lib/useHydrated';
import type { NavItem } from '../../content/navigation';
import { openDropdown } from '../../state/nav';
import { Icon } from '../../ui/Icon';

/**
 * A disclosure menu: opens on hover, and by keyboard with the button
 * (Enter/Space toggles, Escape closes and returns focus, Tab away closes).
 *
 * Before the script runs, CSS opens it instead, on hover and whenever focus
 * is inside (Tab onto the button shows the links, Tab again reaches them);
 * the button then claims no state it cannot keep, so it carries no
 * aria-expanded until the script does.
 */
export function DesktopDropdown({ item, tone }: { item: Required<NavItem>; tone: string }) {
  useSignals();
  const enhanced = useHydrated();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openDropdown.value === item.title;
  const id = `nav-${item.path.replace(/\W/g, '') || 'root'}-menu`;
  const close = () => {
    if (openDropdown.value === item.title) openDropdown.value = null;
  };

  useLayoutEffect(() => {
    // At hydration, a menu the pointer or focus holds open by CSS stays open under the script.
    if (enhanced) return;
    const li = itemRef.current;
    if (li?.matches(':hover') || li?.querySelector('ul')?.contains(document.activeElement)) openDropdown.value = item.title;
  }, [enhanced, item.title]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  const scripted = enhanced ? { onMouseEnter: () => (openDropdown.value = item.title), onMouseLeave: close, onKeyDown, onBlur } : {};
  return (
    <li ref={itemRef} className="group relative" {...scripted}>
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link flex items-center gap-1 ${tone}`}
        aria-expanded={enhanced ? open : undefined}
        aria-controls={enhanced ? id : undefined}
        onClick={enhanced ? () => (openDropdown.value = open ? null : item.title) : undefined}
      >
        {item.title}
        <Icon
          name="chevron-down"
          className={`h-4 w-4 transition-transform ${
            enhanced ? (open ? 'rotate-180' : '') : 'group-hover:rotate-180 group-focus-within:rotate-180'
          }`}
        />
      </button>
      <ul
        id={id}
        hidden={enhanced ? !open : undefined}
        className={`nav-dropdown ${
          enhanced ? '' : 'hidden group-hover:block group-focus-within:block'
        }`}
      >
        {item.dropdown.map((link) => (
          <li key={link.path}>
            <Link
              href={link.path}
              onClick={close}
              className="block px-4 py-2 text-gray-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:bg-brand-50"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
