import { signal } from '@preact/signals-react';

/** The nav turns white once the page has scrolled past this many pixels. */
export const SCROLL_THRESHOLD = 10;

export const scrolled = signal(false);
export const menuOpen = signal(false);
/** Title of the expanded accordion section in the mobile menu; one at a time. */
export const expandedSection = signal<string | null>(null);
/**
 * The full bar needs more room than the window gives, though the `navbar`
 * breakpoint says it fits (a wider font, a larger text size, text spacing):
 * the menu button stands in for it (src/components/layout/useBarFit.ts).
 */
export const barCrowded = signal(false);
/** Title of the open desktop dropdown. */
export const openDropdown = signal<string | null>(null);

export function toggleSection(title: string) {
  expandedSection.value = expandedSection.value === title ? null : title;
}

export function closeMenu() {
  menuOpen.value = false;
  expandedSection.value = null;
}

export function updateScrolled(scrollY: number) {
  scrolled.value = scrollY > SCROLL_THRESHOLD;
}
