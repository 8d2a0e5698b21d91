import { useLocale, type Locale } from '../../i18n/locale';

const MONTHS: Record<Locale, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/**
 * "2025-05-06" -> "May 6, 2025" or "6 de mayo de 2025". Done by hand rather
 * than with Intl, so the prerendered text and the hydrated text never differ
 * by the runtime's locale data or time zone.
 */
export function formatIsoDate(iso: string, locale: Locale = 'en'): string {
  const [year, month, day] = iso.split('-').map(Number);
  const name = MONTHS[locale][month - 1];
  return locale === 'es' ? `${day} de ${name} de ${year}` : `${name} ${day}, ${year}`;
}

/** A machine-readable date that reads like "May 6, 2025" (on Spanish pages "6 de mayo de 2025"). */
export function FormattedDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatIsoDate(iso, useLocale())}
    </time>
  );
}
