import type { ReactNode } from 'react';

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

interface ScrollToFormLinkProps {
  /** The id of the section that holds the form. */
  target: string;
  children: ReactNode;
  className?: string;
}

/**
 * A 'Get a Quote' button for a form on the same page. It is a real #anchor
 * link, so it works in the prerendered HTML before any script runs, and the
 * browser follows it with or without script: smoothly (instantly under
 * prefers-reduced-motion, src/styles.css), and as the link's target the
 * section has the parts before it laid out first, so the scroll lands on it
 * (content-visibility, docs/architecture.md "Before the script"). Once
 * hydrated, the link also puts the keyboard focus in the form's first field,
 * so the visitor can start typing at once.
 */
export function ScrollToFormLink({ target, children, className = 'btn-primary' }: ScrollToFormLinkProps) {
  const onClick = () => {
    const section = document.getElementById(target);
    if (!section) return;
    // After the browser has followed the link (following it resets the focus), and
    // without a scroll of its own (preventScroll), which would cut the browser's short.
    setTimeout(() => firstField(section)?.focus({ preventScroll: true }));
  };
  return (
    <a href={`#${target}`} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
