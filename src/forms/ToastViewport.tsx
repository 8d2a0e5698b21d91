/** The react-toastify container, labelled 'Notifications'; Alt+T moves focus to the newest toast. */
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';

const altT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/** `onMount`: tells the toast queue (toastContainer.ts) that toasts can be shown. */
export default function ToastViewport({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return <ToastContainer aria-label="Notifications" hotKeys={altT} position="top-right" newestOnTop theme="light" />;
}
