import { useWords, type Words } from '../content/words';
import { fill } from '../lib/template';

/**
 * "2025-05-06" -> "May 6, 2025" / "6 de mayo de 2025", as `dates` (the
 * page's language's words) writes it. Done by hand rather than with Intl,
 * so the prerendered text and the hydrated text never differ by locale or
 * time zone.
 */
export function formatIsoDate(iso: string, dates: Words['dates']): string {
  const [year, month, day] = iso.split('-').map(Number);
  return fill(dates.long, { day: day!, month: dates.months[month! - 1]!, year: year! });
}

/** A machine-readable date that reads like "May 6, 2025" (or "6 de mayo de 2025" on a Spanish page). */
export function FormattedDate({ iso, className }: { iso: string; className?: string }) {
  const { dates } = useWords();
  return (
    <time dateTime={iso} className={className}>
      {formatIsoDate(iso, dates)}
    </time>
  );
}
