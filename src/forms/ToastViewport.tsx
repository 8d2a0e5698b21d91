/** The react-toastify container, labelled 'Notifications'; Alt+T moves focus to the newest toast. */
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastContainerMounted } from './toastContainer';

const altT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

export default function ToastViewport() {
  useEffect(() => toastContainerMounted(), []);
  return <ToastContainer aria-label="Notifications" hotKeys={altT} position="top-right" newestOnTop theme="light" />;
}
