/**
 * The anchor of every commercial and transportation quote section (SPEC.md:
 * 'Get a Quote' goes "to the anchor quote"), and the hero buttons of pages
 * whose form is on the page.
 */
import type { ActionRef } from '../types';

export const QUOTE_ANCHOR = 'quote';

/** 'Get a Quote' scrolls to the on-page form; 'Talk to an Agent' dials the agency. */
export const onPageQuoteActions: ActionRef[] = [
  { kind: 'scroll', label: 'Get a Quote', target: QUOTE_ANCHOR },
  { kind: 'phone', label: 'Talk to an Agent' },
];
