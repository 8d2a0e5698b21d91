/**
 * Mounted once in the Layout. Renders nothing on the server and on the first
 * client render (no hydration difference); mounts the toast container when
 * the browser is idle or as soon as a form needs it.
 */
import { startTransition, useEffect, useState } from 'react';
import { onToastContainerRequest, toastContainerMounted, toastViewport } from './toastContainer';

type ToastViewportModule = NonNullable<typeof toastViewport.current>;

export function ToastHost() {
  const [viewport, setViewport] = useState<ToastViewportModule>();

  useEffect(() => {
    let live = true;
    // The module first, then its render in a transition: the import (Vite's preload links) and the
    // container's render are tasks of their own. Rendered at once as a lazy component, both ran in one
    // synchronous render, 61 ms at 4x CPU on /commercial (docs/architecture.md, "Hydration in slices").
    // A failed import leaves no container; the next request loads it again.
    const activate = () =>
      void toastViewport.load().then(
        (module) => live && startTransition(() => setViewport(() => module)),
        () => {},
      );
    const unsubscribe = onToastContainerRequest(activate);
    // Idle-time mount so Alt+T works before the first toast, without delaying the first paint.
    const idle = window.requestIdleCallback
      ? window.requestIdleCallback(activate, { timeout: 4000 })
      : window.setTimeout(activate, 2000);
    return () => {
      live = false;
      unsubscribe();
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  if (!viewport) return null;
  const { default: ToastViewport } = viewport;
  return <ToastViewport onMount={toastContainerMounted} />;
}
