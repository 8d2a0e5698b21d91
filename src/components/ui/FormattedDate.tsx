const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2025-05-06" -> "May 6, 2025". Done by hand rather than with Intl, so the
 * prerendered text and the hydrated text never differ by locale or time zone.
 */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A machine-readable date that reads like "May 6, 2025". */
export function FormattedDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatIsoDate(iso)}
    </time>
  );
}
