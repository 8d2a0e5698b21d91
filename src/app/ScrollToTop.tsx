import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Every route change starts at the top of the new page (not on first load). */
export function ScrollToTop() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
