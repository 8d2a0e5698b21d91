import { agency } from '../../config/agency';
import { useWords } from '../../i18n/words';

/**
 * The office on a map: a titled, lazily loaded frame of a fixed height (no
 * layout shift). Offline, the tinted box and the address line keep the spot calm.
 */
export function MapFrame({ height }: { height: number }) {
  const { office } = useWords().ui;
  return (
    <div className="surface-card overflow-hidden bg-brand-50" style={{ height }}>
      <iframe
        title={office.map}
        src={agency.map.embedUrl}
        height={height}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="block w-full border-0"
      />
    </div>
  );
}
