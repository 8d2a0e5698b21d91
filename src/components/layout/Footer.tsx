import { Link } from 'wouter';
import { addressLine, agency, hoursIn, mailto } from '../../config/agency';
import { useLocale } from '../../i18n/locale';
import type { NavLink } from '../../content/navigation';
import { useWords } from '../../content/words';
import { fill } from '../../lib/template';
import { LanguageSwitch } from './LanguageSwitch';
import { useNavigation } from './useNavigation';
import { TollFreeNumber } from '../../ui/TollFreeNumber';
import { ExternalLink } from './ExternalLink';
import { Icon } from '../../ui/Icon';

function LinkColumn({ heading, links }: { heading: string; links: NavLink[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{heading}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} className="footer-link">
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const words = useWords();
  const { footer } = words;
  const { footerCoverageColumns, footerQuickLinks } = useNavigation();
  return (
    <footer className="on-dark bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:(grid-cols-2 px-6) lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-2 text-xl font-bold text-white">
            <Icon name="shield-check" className="h-7 w-7" />
            {agency.name}
          </p>
          <p className="mt-4 text-sm leading-6">
            {footer.blurb}
          </p>
          <ul className="mt-5 flex gap-3">
            <li>
              <ExternalLink href={agency.links.facebook} className="social-link" aria-label={fill(footer.social, { network: 'Facebook' })}>
                <Icon name="facebook" className="h-5 w-5" />
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={agency.links.instagram} className="social-link" aria-label={fill(footer.social, { network: 'Instagram' })}>
                <Icon name="instagram" className="h-5 w-5" />
              </ExternalLink>
            </li>
          </ul>
        </div>
        <div className="grid gap-8">
          {footerCoverageColumns.map((column) => (
            <LinkColumn key={column.heading} heading={column.heading} links={column.links} />
          ))}
        </div>
        <LinkColumn heading={footer.quickLinks} links={footerQuickLinks} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{footer.contactUs}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic leading-6">
            <p>{addressLine}</p>
            <p>
              {footer.tollFree} <TollFreeNumber linkClassName="footer-link" />
            </p>
            <p>
              {footer.fax} {agency.fax.display}
            </p>
            <p>
              <a href={mailto} className="footer-link">
                {agency.email}
              </a>
            </p>
            <p>{hoursIn(useLocale()).summary}</p>
          </address>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-6 text-sm text-gray-300 sm:px-6">
          <p>
            {footer.rights}
          </p>
          <LanguageSwitch className="footer-link" />
        </div>
      </div>
    </footer>
  );
}
