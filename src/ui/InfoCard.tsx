import type { ReactNode } from 'react';
import { addressLine, agency, mailto } from '../config/agency';
import { TollFreeNumber } from './TollFreeNumber';
import { Icon } from './Icon';
import type { IconName } from '../content/icons';
import { useWords } from '../content/words';

/** The office's address, phone, fax and e-mail, from the config module. */
export function InfoCard({ title, headingLevel = 2 }: { /** 'Our Office' unless given. */ title?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { office } = useWords().ui;
  const rows: { icon: IconName; label: string; value: ReactNode; href?: string }[] = [
    { icon: 'map-pin', label: office.address, value: addressLine },
    { icon: 'phone', label: office.phone, value: <TollFreeNumber linkClassName="text-link" /> },
    { icon: 'printer', label: office.fax, value: agency.fax.display },
    { icon: 'mail', label: office.email, value: agency.email, href: mailto },
  ];
  return (
    <div className="surface-card p-6 md:p-8">
      <Heading className="text-xl font-semibold text-brand-900">{title ?? office.title}</Heading>
      <dl className="mt-5 space-y-5">
        {rows.map((row) => (
          // A <dl> row may only hold <dt> and <dd>, so the icon sits inside the <dt>.
          <div key={row.label} className="relative min-h-10 pl-14">
            <dt className="text-sm font-medium text-gray-600">
              <span className="icon-chip absolute left-0 top-0 h-10 w-10 bg-brand-50 text-brand-700">
                <Icon name={row.icon} className="h-5 w-5" />
              </span>
              {row.label}
            </dt>
            <dd className="break-words text-gray-900">
              {row.href ? (
                <a href={row.href} className="text-link">
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
