import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { agency } from '../../config/agency';
import { mainNavigation, quoteLink } from '../../content/navigation';
import { closeMenu, expandedSection, menuOpen, toggleSection } from '../../state/nav';
import { ExternalLink } from './ExternalLink';

export const MOBILE_MENU_ID = 'mobile-menu';

const rowLink = 'block rounded-md px-3 py-3 text-base font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-800';

/** The hamburger's panel: accordion sections, one open at a time; any link closes it. */
export function MobileMenu() {
  useSignals();
  return (
    <div
      id={MOBILE_MENU_ID}
      hidden={!menuOpen.value}
      className="max-h-[80vh] overflow-y-auto border-t border-gray-200 bg-white px-4 pb-6 pt-2 shadow-lg xl:hidden"
    >
      <ul>
        {mainNavigation.map((item) => {
          if (!item.dropdown) {
            return (
              <li key={item.path}>
                <Link href={item.path} onClick={closeMenu} className={rowLink}>
                  {item.title}
                </Link>
              </li>
            );
          }
          const expanded = expandedSection.value === item.title;
          const sectionId = `mobile-section-${item.path.replace(/\W/g, '')}`;
          return (
            <li key={item.path}>
              <button
                type="button"
                className={`${rowLink} flex w-full items-center justify-between text-left`}
                aria-expanded={expanded}
                aria-controls={sectionId}
                onClick={() => toggleSection(item.title)}
              >
                {item.title}
                <span aria-hidden="true" className={`i-lucide-chevron-down h-5 w-5 transition-transform ${expanded ? 'rotate-180' : ''}`} />
              </button>
              <ul id={sectionId} hidden={!expanded} className="ml-3 border-l-2 border-brand-100 pl-2">
                {item.dropdown.map((link) => (
                  <li key={link.path}>
                    <Link href={link.path} onClick={closeMenu} className={rowLink}>
                      {link.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <div className="mt-4 grid gap-3 border-t border-gray-200 pt-4">
        <a href={agency.phone.href} className="btn-secondary justify-center">
          <span aria-hidden="true" className="i-lucide-phone h-5 w-5" />
          Call {agency.phone.display}
        </a>
        <Link href={quoteLink.path} onClick={closeMenu} className="btn-primary justify-center">
          {quoteLink.title}
        </Link>
        <div className="grid grid-cols-2 gap-3">
          <ExternalLink href={agency.links.payment} className="btn-outline justify-center">
            Make a Payment
          </ExternalLink>
          <ExternalLink href={agency.links.signIn} className="btn-outline justify-center">
            Sign In
          </ExternalLink>
        </div>
      </div>
    </div>
  );
}
