import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { useHydrated } from '../../lib/useHydrated';
import { agency } from '../../config/agency';
import { hasDropdown } from '../../content/navigation';
import { useWords } from '../../content/words';
import { LanguageSwitch } from './LanguageSwitch';
import { useNavigation } from './useNavigation';
import { closeMenu, menuOpen } from '../../state/nav';
import { ExternalLink } from './ExternalLink';
import { MobileRow, MobileSection } from './MobileSection';
import { isShownPopover } from './popover';
import { Icon } from '../../ui/Icon';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The hamburger's panel: accordion sections, one open at a time; any link
 * closes it. Before the script it is a native popover (the hamburger toggles
 * it, Escape and a tap outside close it); the script then takes it over,
 * keeping it open if the visitor had opened it.
 */
export function MobileMenu() {
  useSignals();
  const enhanced = useHydrated();
  const words = useWords();
  const { mainNavigation, quoteLink, clientServiceLink } = useNavigation();
  const panelRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!enhanced && isShownPopover(panelRef.current)) menuOpen.value = true;
  }, [enhanced]);

  // nav-panel (uno.config.ts) is hidden beside the full bar, which leaves no button to open it; as a
  // popover, in the top layer, nav-panel-popover places it where it sits in the header once scripted.
  const panel = enhanced ? { hidden: !menuOpen.value, className: 'nav-panel' } : { popover: 'auto' as const, className: 'nav-panel nav-panel-popover' };
  return (
    <div ref={panelRef} id={MOBILE_MENU_ID} {...panel}>
      <ul>
        {mainNavigation.map((item) =>
          hasDropdown(item) ? (
            <MobileSection key={item.path} item={item} />
          ) : (
            <MobileRow key={item.path} link={item} />
          ),
        )}
      </ul>
      <div className="mt-4 grid gap-3 border-t border-gray-200 pt-4">
        <a href={agency.phone.href} className="btn-secondary justify-center">
          <Icon name="phone" className="h-5 w-5" />
          {words.nav.call}
        </a>
        <Link href={quoteLink.path} onClick={closeMenu} className="btn-primary justify-center">
          {quoteLink.title}
        </Link>
        <div className="grid grid-cols-2 gap-3">
          <ExternalLink href={agency.links.payment} className="btn-outline justify-center">
            {words.nav.makePayment}
          </ExternalLink>
          <ExternalLink href={agency.links.signIn} className="btn-outline justify-center">
            {words.nav.signIn}
          </ExternalLink>
          <Link href={clientServiceLink.path} onClick={closeMenu} className="btn-outline col-span-2 justify-center">
            {clientServiceLink.title}
          </Link>
          <LanguageSwitch className="btn-outline col-span-2 justify-center" />
        </div>
      </div>
    </div>
  );
}
