import { agency } from '../config/agency';
import { useWords } from '../content/words';

/**
 * The toll-free number as a tap-to-call link, and under it its other
 * writing (1-800-...: the words' `{phoneAlternate}`), for callers who know the number that way. Its own
 * line keeps both numbers whole in a narrow column; the space between them
 * makes screen readers read the two as separate phrases ("…, also …").
 */
export function TollFreeNumber({ linkClassName }: { linkClassName: string }) {
  const { alsoNumber } = useWords().ui;
  return (
    <>
      <a href={agency.phone.href} className={linkClassName}>
        {agency.phone.display}
      </a>{' '}
      <span className="block">{alsoNumber}</span>
    </>
  );
}
