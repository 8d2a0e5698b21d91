import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { agency } from '../../config/agency';
import { hasDropdown } from '../../content/navigation';
import { useWords } from '../../i18n/words';
import { LanguageSwitch } from './LanguageSwitch';
import { useNavigation } from './useNavigation';
import { barCrowded, menuOpen, scrolled, updateScrolled } from '../../state/nav';
import { DesktopDropdown } from './DesktopDropdown';
import { ExternalLink } from './ExternalLink';
import { MenuToggle } from './MenuToggle';
import { MobileMenu } from './MobileMenu';
import { useBarFit } from './useBarFit';
import { Icon } from '../ui/Icon';

/** Fixed at the top; transparent over the home hero until the page scrolls, white everywhere else. */
export function NavBar() {
  useSignals();
  const [location] = useLocation();
  const words = useWords();
  const { mainNavigation, quoteLink } = useNavigation();
  const navRef = useRef<HTMLElement>(null);
  useBarFit(navRef);
  useEffect(() => {
    const onScroll = () => updateScrolled(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const transparent = location === '/' && !scrolled.value && !menuOpen.value;
  // The bar from the `navbar` breakpoint up, unless its items need more room than the window gives.
  const bar = barCrowded.value ? 'hidden' : 'hidden navbar:flex';
  const tone = transparent ? 'text-white hover:text-accent-300' : 'text-gray-800 hover:text-brand-700';
  return (
    <header
      data-transparent={transparent}
      className={`fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${transparent ? 'on-dark bg-transparent' : 'bg-white shadow-md'}`}
    >
      <nav
        ref={navRef}
        aria-label={words.mainNavLabel}
        className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-2 px-4 sm:px-6 lg:h-20 navbar:px-4 2xl:px-6"
      >
        {/* The name may take two lines in a narrow window (320 px); beside the full bar it keeps to one and its width, so a bar with too little room overflows (useBarFit). */}
        <Link
          href="/"
          className={`flex min-w-0 items-center gap-2 text-lg font-bold leading-tight navbar:text-base 2xl:text-lg ${barCrowded.value ? '' : 'navbar:(shrink-0 whitespace-nowrap)'} ${transparent ? 'text-white' : 'text-brand-800'}`}
        >
          <Icon name="shield-check" className="h-7 w-7" />
          {agency.name}
        </Link>
        <ul className={`${bar} items-center gap-1 2xl:gap-1.5`}>
          {mainNavigation.map((item) =>
            hasDropdown(item) ? (
              <DesktopDropdown key={item.path} item={item} tone={tone} />
            ) : (
              <li key={item.path}>
                <Link href={item.path} className={`nav-link ${tone}`}>
                  {item.title}
                </Link>
              </li>
            ),
          )}
        </ul>
        <div className={`${bar} items-center gap-1.5 2xl:gap-2`}>
          <LanguageSwitch className={`nav-link text-sm ${tone}`} />
          <ExternalLink href={agency.links.payment} className={`nav-link text-sm ${tone}`}>
            {words.nav.makePayment}
          </ExternalLink>
          <ExternalLink href={agency.links.signIn} className={`nav-link text-sm ${tone}`}>
            {words.nav.signIn}
          </ExternalLink>
          <Link href={quoteLink.path} className="btn-primary min-h-11 whitespace-nowrap px-3 py-2 text-sm 2xl:(px-4 text-base)">
            {quoteLink.title}
          </Link>
        </div>
        <MenuToggle onDark={transparent} />
      </nav>
      <MobileMenu />
    </header>
  );
}
