/**
 * Keeps react-toastify out of every page's initial JavaScript: the toast
 * container is mounted by <ToastHost> once the browser is idle, or at once
 * when a form asks for it, and a toast waits until the container is there.
 */
import { lazyModule } from '../lib/lazyModule';

/** react-toastify and its container (the module <ToastHost> renders). */
export const toastViewport = lazyModule(() => import('./ToastViewport'));

type Listener = () => void;

const listeners = new Set<Listener>();
let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the container once it has mounted. */
export function toastContainerMounted() {
  markMounted();
}

/** Mount the container now; resolves when it is ready (or after a short wait if no host is rendered). */
export function requestToastContainer(): Promise<void> {
  if (!requested) {
    requested = true;
    // Fetch at once, while <ToastHost> re-renders to mount it.
    void toastViewport.load();
    for (const listener of listeners) listener();
  }
  return Promise.race([mounted, new Promise<void>((resolve) => setTimeout(resolve, 3000))]);
}

/** <ToastHost> listens here; a request made before it mounted is replayed. */
export function onToastContainerRequest(listener: Listener): () => void {
  if (requested) listener();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
