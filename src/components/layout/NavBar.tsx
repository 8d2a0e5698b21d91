import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { agency } from '../../config/agency';
import { hasDropdown } from '../../content/navigation';
import { useWords } from '../../content/words';
import { LanguageSwitch } from './LanguageSwitch';
import { useNavigation } from './useNavigation';
import { barCrowded, menuOpen, scrolled, updateScrolled } from '../../state/nav';
import { DesktopDropdown } from './DesktopDropdown';
import { ExternalLink } from './ExternalLink';
import { MenuToggle } from './MenuToggle';
import { MobileMenu } from './MobileMenu';
import { useBarFit } from './useBarFit';
import { Icon } from '../../ui/Icon';

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
  const tone = transparent ? 'nav-on-hero' : 'nav-on-white';
  return (
    <header
      data-transparent={transparent}
      className={`nav-header ${transparent ? 'on-dark bg-transparent' : 'bg-white shadow-md'}`}
    >
      <nav
        ref={navRef}
        aria-label={words.mainNavLabel}
        // While the bar's items need more room than the window gives, the menu button stands in (useBarFit.ts, src/styles.css).
        data-crowded={barCrowded.value || undefined}
        className="nav-row"
      >
                <Link
          href="/"
          className={`nav-brand ${transparent ? 'text-white' : 'text-brand-800'}`}
        >
          <Icon name="shield-check" className="h-7 w-7" />
          {agency.name}
        </Link>
        <ul className="nav-bar gap-1 2xl:gap-1.5">
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
        <div className="nav-bar gap-1.5 2xl:gap-2">
          <LanguageSwitch className={`nav-link text-sm ${tone}`} />
          <ExternalLink href={agency.links.payment} className={`nav-link text-sm ${tone}`}>
            {words.nav.makePayment}
          </ExternalLink>
          <ExternalLink href={agency.links.signIn} className={`nav-link text-sm ${tone}`}>
            {words.nav.signIn}
          </ExternalLink>
          <Link href={quoteLink.path} className="nav-quote">
            {quoteLink.title}
          </Link>
        </div>
        <MenuToggle onDark={transparent} />
      </nav>
      <MobileMenu />
    </header>
  );
}
