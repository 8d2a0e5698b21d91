/**
 * The office's inbox in the browser (docs/relay.md, "The office's
 * inbox"): client-rendered, at /office/, served by the relay only with a
 * session. Built apart from the site (src/buildSteps/office.vite.config.ts), so
 * none of it reaches a visitor's pages.
 */
import '@unocss/reset/tailwind-compat.css';
import 'virtual:uno.css';
import '../../../styles.css';
import { createRoot } from 'react-dom/client';
import { OfficeApp } from './OfficeApp';

createRoot(document.getElementById('root')!).render(<OfficeApp />);
