import { hoursIn } from '../config/agency';
import { useLocale } from '../i18n/locale';
import { useWords } from '../content/words';
import { Icon } from './Icon';

/** The office's opening hours in the page's language, from the config module, one row per day range. */
export function HoursList({ title, headingLevel = 2 }: { /** 'Business Hours' unless given. */ title?: string; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { hoursTitle, timeZoneNote } = useWords().ui;
  const { rows } = hoursIn(useLocale());
  return (
    <div className="surface-card p-6 md:p-8">
      <Heading className="flex items-center gap-2 text-xl font-semibold text-brand-900">
        <Icon name="clock" className="h-6 w-6 text-brand-600" />
        {title ?? hoursTitle}
      </Heading>
      <dl className="mt-5 divide-y divide-gray-100">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4 py-3 first:pt-0 last:pb-0">
            <dt className="font-medium text-gray-700">{row.label}</dt>
            <dd className={row.closed ? 'text-gray-600' : 'font-semibold text-gray-900'}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-sm text-gray-600">{timeZoneNote}</p>
    </div>
  );
}
