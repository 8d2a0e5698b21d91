import { agency, mailto } from '../config/agency';
import type { IconName } from '../content/icons';
import { useWords } from '../content/words';
import { Icon } from './Icon';

/** Call and e-mail links with their labels, for contact blocks on any surface. */
export function ContactLinks({ inverted = false }: { inverted?: boolean }) {
  const contact = useWords().ui;
  const rows: { icon: IconName; label: string; value: string; href: string }[] = [
    { icon: 'phone', label: contact.callTollFree, value: agency.phone.display, href: agency.phone.href },
    { icon: 'mail', label: contact.emailOffice, value: agency.email, href: mailto },
  ];
  return (
    <ul className="space-y-4">
      {rows.map((row) => (
        <li key={row.href}>
          <a href={row.href} className="group flex items-center gap-4 rounded-lg focus-ring">
            <span className={`icon-chip ${inverted ? 'bg-white/10 text-accent-300' : 'bg-brand-50 text-brand-700'}`}>
              <Icon name={row.icon} className="h-6 w-6" />
            </span>
            <span className="min-w-0">
              <span className={`block text-sm ${inverted ? 'text-brand-100' : 'text-gray-600'}`}>{row.label}</span>
              <span className={`block break-words text-lg font-semibold group-hover:underline ${inverted ? 'text-white' : 'text-brand-800'}`}>
                {row.value}
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
