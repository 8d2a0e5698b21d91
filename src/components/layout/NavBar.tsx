import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { agency } from '../../config/agency';
import { mainNavigation, quoteLink, type NavItem } from '../../content/navigation';
import { closeMenu, menuOpen, scrolled, updateScrolled } from '../../state/nav';
import { DesktopDropdown } from './DesktopDropdown';
import { ExternalLink } from './ExternalLink';
import { MOBILE_MENU_ID, MobileMenu } from './MobileMenu';

const hasDropdown = (item: NavItem): item is Required<NavItem> => Boolean(item.dropdown);

/** Fixed at the top; transparent over the home hero until the page scrolls, white everywhere else. */
export function NavBar() {
  useSignals();
  const [location] = useLocation();
  useEffect(() => {
    const onScroll = () => updateScrolled(window.scrollY);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  const isMenuOpen = menuOpen.value;
  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  const transparent = location === '/' && !scrolled.value && !menuOpen.value;
  const tone = transparent ? 'text-white hover:text-accent-300' : 'text-gray-800 hover:text-brand-700';
  return (
    <header
      data-transparent={transparent}
      className={`fixed inset-x-0 top-0 z-50 transition-colors duration-300 ${transparent ? 'on-dark bg-transparent' : 'bg-white shadow-md'}`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:h-20">
        <Link href="/" className={`flex items-center gap-2 whitespace-nowrap text-lg font-bold ${transparent ? 'text-white' : 'text-brand-800'}`}>
          <span aria-hidden="true" className="i-lucide-shield-check h-7 w-7" />
          {agency.name}
        </Link>
        <ul className="hidden items-center gap-1.5 xl:flex">
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
        <div className="hidden items-center gap-2 xl:flex">
          <ExternalLink href={agency.links.payment} className={`nav-link text-sm ${tone}`}>
            Make a Payment
          </ExternalLink>
          <ExternalLink href={agency.links.signIn} className={`nav-link text-sm ${tone}`}>
            Sign In
          </ExternalLink>
          <Link href={quoteLink.path} className="btn-primary min-h-11 whitespace-nowrap px-4 py-2">
            {quoteLink.title}
          </Link>
        </div>
        <button
          type="button"
          className={`rounded-md p-2 xl:hidden ${transparent ? 'text-white' : 'text-gray-800'}`}
          aria-expanded={menuOpen.value}
          aria-controls={MOBILE_MENU_ID}
          aria-label={menuOpen.value ? 'Close menu' : 'Open menu'}
          onClick={() => (menuOpen.value ? closeMenu() : (menuOpen.value = true))}
        >
          <span aria-hidden="true" className={`${menuOpen.value ? 'i-lucide-x' : 'i-lucide-menu'} h-7 w-7`} />
        </button>
      </nav>
      <MobileMenu />
    </header>
  );
}
