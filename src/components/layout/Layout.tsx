import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useWords } from '../../content/words';
import { ToastHost } from '../../forms/ToastHost';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

export const MAIN_ID = 'main-content';

export function Layout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const words = useWords();
  // The home hero runs under the transparent nav; every other page starts below it.
  const underNav = location === '/';
  return (
    <>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {words.skipLink}
      </a>
      <NavBar />
      <main id={MAIN_ID} tabIndex={-1} className={`min-h-[60vh] outline-none ${underNav ? '' : 'pt-16 lg:pt-20'}`}>
        {children}
      </main>
      <Footer />
      <ToastHost />
    </>
  );
}
