import { addressLine, agency, mailto } from '../../config/agency';

/** The office's address, phone, fax and e-mail, from the config module. */
export function InfoCard({ title = 'Our Office' }: { title?: string }) {
  const rows = [
    { icon: 'i-lucide-map-pin', label: 'Address', value: addressLine },
    { icon: 'i-lucide-phone', label: 'Phone', value: agency.phone.display, href: agency.phone.href },
    { icon: 'i-lucide-printer', label: 'Fax', value: agency.fax.display },
    { icon: 'i-lucide-mail', label: 'E-mail', value: agency.email, href: mailto },
  ];
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
      <h2 className="text-xl font-semibold text-brand-900">{title}</h2>
      <dl className="mt-4 space-y-4">
        {rows.map((row) => (
          <div key={row.label} className="flex gap-3">
            <span aria-hidden="true" className={`${row.icon} mt-1 h-5 w-5 text-brand-700`} />
            <div>
              <dt className="text-sm font-medium text-gray-600">{row.label}</dt>
              <dd className="text-gray-900">
                {row.href ? (
                  <a href={row.href} className="text-brand-700 underline-offset-4 hover:underline focus-ring">
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          </div>
        ))}
      </dl>
    </div>
  );
}
