import { useEffect, useRef, useState } from 'react';
import { addressLine, agency } from '../config/agency';
import { useWords } from '../content/words';
import { Icon } from './Icon';

/**
 * The office on a map, as a facade (docs/architecture.md, "Before the
 * script"): the page shows a placeholder of the map's size with the office's
 * address, a link to the same search on Google Maps (a plain link: it works
 * without script) and a button that puts Google's frame in its place. No
 * request goes to Google before the visitor asks: the frame cost the first
 * paint of /about and /contact a third of a second, and Google may set
 * cookies when it loads (the privacy page says so).
 *
 * The button needs the script, so a browser that runs none does not show it
 * (`needs-script`, src/styles.css); a click before the app has hydrated
 * does nothing. The box is at least the frame's height, grows with larger
 * text (1.4.4) and keeps its size when the frame covers the placeholder,
 * which then hides (`invisible`, `inert`); the frame takes focus, so the
 * keyboard carries on into the map.
 *
 * The frame keeps the site's Referrer-Policy (strict-origin-when-cross-origin,
 * src/distContract/securityHeaders.ts): Google learns the site's origin, never the
 * page's address with its query (utm_*, ?subject=). The keyless embed needs
 * no referrer at all, and Google's keyed Maps Embed API asks for exactly
 * this policy (docs/deploy.md, "Headers").
 */
export function MapFrame({ height }: { height: number }) {
  const { ui } = useWords();
  const { office } = ui;
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  return (
    // One box in both states: at least the frame's height, as tall as its row or its
    // words need, so that nothing moves when the frame takes the placeholder's place.
    <div className="map-facade relative flex flex-col overflow-hidden rounded-2xl border border-gray-200 shadow-sm" style={{ minHeight: height }}>
      <div inert={shown} className={`flex flex-1 flex-col items-center justify-center gap-4 px-6 py-8 text-center ${shown ? 'invisible' : ''}`}>
        <span className="icon-chip bg-white text-brand-700 shadow-sm">
          <Icon name="map-pin" className="h-6 w-6" />
        </span>
        <p className="max-w-sm text-lg font-semibold text-brand-900">{addressLine}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" className="btn-secondary needs-script" onClick={() => setShown(true)}>
            {office.showMap}
          </button>
          {/* Another site, in a new tab that gets no hold on this page. */}
          <a href={agency.map.searchUrl} target="_blank" rel="noopener noreferrer" className="btn-outline">
            {office.openInMaps}
            <span className="sr-only"> {ui.newTab}</span>
          </a>
        </div>
        <p className="max-w-sm text-sm text-gray-700">{office.mapNote}</p>
      </div>
      {shown && (
        <iframe
          ref={frame}
          title={office.map}
          src={agency.map.embedUrl}
          className="absolute inset-0 block h-full w-full border-0 bg-brand-50 focus-visible:outline-offset-[-3px]"
        />
      )}
    </div>
  );
}
