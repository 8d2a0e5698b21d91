import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useWords } from '../../content/words';
import { useHydrated } from '../../lib/useHydrated';
import { closeMenu, menuOpen } from '../../state/nav';
import { MOBILE_MENU_ID } from './MobileMenu';
import { Icon } from '../../ui/Icon';

/**
 * The hamburger. Before the script it toggles the panel as a native popover
 * (the browser reports its expanded state); once scripted it opens and
 * closes the menu state, reports it in `aria-expanded`, and Escape closes.
 * Its name is 'Menu' ('Menú') in every state, with and without the script: the state
 * is `aria-expanded`'s to say (a name that changed would also be an
 * attribute hydration changes: docs/architecture.md, "Hydration in slices").
 */
export function MenuToggle({ onDark }: { onDark: boolean }) {
  useSignals();
  const enhanced = useHydrated();
  const label = useWords().menu;
  const isMenuOpen = menuOpen.value;
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  const className = `nav-toggle ${onDark ? 'text-white' : 'text-gray-800'}`;
  if (!enhanced) {
    return (
      <button type="button" className={className} popoverTarget={MOBILE_MENU_ID} aria-label={label}>
        <Icon name="menu" className="h-7 w-7" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-expanded={isMenuOpen}
      aria-controls={MOBILE_MENU_ID}
      aria-label={label}
      onClick={() => (isMenuOpen ? closeMenu() : (menuOpen.value = true))}
    >
      <Icon name={isMenuOpen ? 'x' : 'menu'} className="h-7 w-7" />
    </button>
  );
}
