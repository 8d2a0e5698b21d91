import type { MouseEvent, ReactNode } from 'react';

/** The form's fields a visitor can type in: not the hidden honeypot, not the prefilled read-only ones. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([readonly]):not([disabled]):not([tabindex="-1"])',
  'select:not([disabled])',
  'textarea:not([readonly]):not([disabled])',
].join(', ');

/** The first field of the form inside the section, skipping anything hidden from users. */
export function firstField(section: HTMLElement): HTMLElement | undefined {
  const fields = section.querySelectorAll<HTMLElement>(FIELD_SELECTOR);
  return [...fields].find((field) => !field.closest('[aria-hidden="true"]') && field.getAttribute('name') !== '_honey');
}

/** Smooth unless the visitor asked the system for less motion. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'smooth';

interface ScrollToFormLinkProps {
  /** The id of the section that holds the form. */
  target: string;
  children: ReactNode;
  className?: string;
}

/**
 * A 'Get a Quote' button for a form on the same page. It is a real #anchor
 * link, so it already works in the prerendered HTML before any script runs;
 * once hydrated it scrolls smoothly (instantly under prefers-reduced-motion)
 * and puts the keyboard focus in the form's first field, so the visitor can
 * start typing at once.
 */
export function ScrollToFormLink({ target, children, className = 'btn-primary' }: ScrollToFormLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(target);
    if (!section) return; // let the browser follow the anchor
    event.preventDefault();
    section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // preventScroll: focusing would otherwise jump, cutting the smooth scroll short.
    firstField(section)?.focus({ preventScroll: true });
  };
  return (
    <a href={`#${target}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
