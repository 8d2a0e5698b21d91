/**
 * Mounted once in the Layout. Renders nothing on the server and on the first
 * client render (no hydration difference); loads the toast container when the
 * browser is idle or as soon as a form needs it.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastContainerRequest, toastContainerMounted, toastViewport } from './toastContainer';

const ToastViewport = lazy(toastViewport.load);

export function ToastHost() {
  const [active, setActive] = useState(false);

  useEffect(() => {
    const activate = () => setActive(true);
    const unsubscribe = onToastContainerRequest(activate);
    // Idle-time mount so Alt+T works before the first toast, without delaying the first paint.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(activate, { timeout: 4000 })
      : window.setTimeout(activate, 2000);
    return () => {
      unsubscribe();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  return active ? (
    <Suspense fallback={null}>
      <ToastViewport onMount={toastContainerMounted} />
    </Suspense>
  ) : null;
}
