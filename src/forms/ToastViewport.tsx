/** The react-toastify container, labelled 'Notifications' ('Notificaciones'); Alt+T moves focus to the newest toast. */
import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify/unstyled';
// The unstyled entry injects no <style>; its stylesheet comes with this chunk, scoped by src/buildSteps/rewrites/toastStyles.ts.
import 'react-toastify/dist/ReactToastify.css';
import { useLocale, type Locale } from '../i18n/locale';

const altT = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

/**
 * Its name in each language: one word, in the container's own chunk (loaded
 * when the browser is idle), so no page's initial JavaScript carries both.
 */
export const notificationsLabel: Record<Locale, string> = { en: 'Notifications', es: 'Notificaciones' };

/** `onMount`: tells the toast queue (toastContainer.ts) that toasts can be shown. */
export default function ToastViewport({ onMount }: { onMount: () => void }) {
  useEffect(() => onMount(), [onMount]);
  return <ToastContainer aria-label={notificationsLabel[useLocale()]} hotKeys={altT} position="top-right" newestOnTop theme="light" />;
}
