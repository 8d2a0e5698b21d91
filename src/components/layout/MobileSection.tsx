import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { NavItem, NavLink } from '../../content/navigation';
import { useHydrated } from '../../lib/useHydrated';
import { closeMenu, expandedSection, toggleSection } from '../../state/nav';
import { isShownPopover } from './popover';
import { Icon } from '../../ui/Icon';

const mobileRowLink = 'block rounded-md px-3 py-3 text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-800';

/** A row of the mobile menu: a page's link, which closes the menu as it goes there. */
export function MobileRow({ link }: { link: NavLink }) {
  return (
    <li>
      <Link href={link.path} onClick={closeMenu} className={mobileRowLink}>
        {link.title}
      </Link>
    </li>
  );
}

/** Native exclusive accordion: opening one section closes the others with no script. */
const NATIVE_GROUP = 'mobile-menu-section';

/**
 * One accordion section of the mobile menu. Before the script it is a
 * `details` element (sharing a name with its siblings, so one is open at a
 * time); the script swaps in a button that drives the nav state. A section
 * the visitor opened or focused before the swap is open and focused after it.
 * Each section swaps in a commit of its own (useHydrated).
 */
export function MobileSection({ item }: { item: Required<NavItem> }) {
  useSignals();
  const enhanced = useHydrated();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (enhanced) {
      if (refocus.current) buttonRef.current?.focus();
      refocus.current = false;
      return;
    }
    const details = detailsRef.current;
    if (!details || !isShownPopover(details.closest('[popover]'))) return;
    if (details.open) expandedSection.value = item.title;
    refocus.current = details.contains(document.activeElement);
  }, [enhanced, item.title]);

  const expanded = enhanced && expandedSection.value === item.title;
  const sectionId = `mobile-section-${item.path.replace(/\W/g, '')}`;
  const chevron = 'h-5 w-5 transition-transform';
  const links = (
    <ul id={sectionId} hidden={enhanced ? !expanded : undefined} className="ml-3 border-l-2 border-brand-100 pl-2">
      {item.dropdown.map((link) => <MobileRow key={link.path} link={link} />)}
    </ul>
  );

  if (!enhanced) {
    return (
      <li>
        <details ref={detailsRef} name={NATIVE_GROUP} className="group">
          <summary
            className={`${mobileRowLink} flex cursor-pointer list-none items-center justify-between [&::-webkit-details-marker]:hidden`}
          >
            {item.title}
            <Icon name="chevron-down" className={`${chevron} group-open:rotate-180`} />
          </summary>
          {links}
        </details>
      </li>
    );
  }
  return (
    <li>
      <button
        ref={buttonRef}
        type="button"
        className={`${mobileRowLink} flex w-full items-center justify-between text-left`}
        aria-expanded={expanded}
        aria-controls={sectionId}
        onClick={() => toggleSection(item.title)}
      >
        {item.title}
        <Icon name="chevron-down" className={`${chevron} ${expanded ? 'rotate-180' : ''}`} />
      </button>
      {links}
    </li>
  );
}
