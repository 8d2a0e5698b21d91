import { useSignals } from '@preact/signals-react/runtime';
import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import type { NavItem } from '../../content/navigation';
import { openDropdown } from '../../state/nav';

/**
 * A disclosure menu: opens on hover, and by keyboard with the button
 * (Enter/Space toggles, Escape closes and returns focus, Tab away closes).
 */
export function DesktopDropdown({ item, tone }: { item: Required<NavItem>; tone: string }) {
  useSignals();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openDropdown.value === item.title;
  const id = `nav-${item.path.replace(/\W/g, '') || 'root'}-menu`;
  const close = () => {
    if (openDropdown.value === item.title) openDropdown.value = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      close();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };
  return (
    <li
      className="relative"
      onMouseEnter={() => (openDropdown.value = item.title)}
      onMouseLeave={close}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`nav-link flex items-center gap-1 ${tone}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => (openDropdown.value = open ? null : item.title)}
      >
        {item.title}
        <span aria-hidden="true" className={`i-lucide-chevron-down h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="on-light absolute left-0 top-full z-10 min-w-60 rounded-lg border border-gray-200 bg-white py-2 shadow-xl"
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
