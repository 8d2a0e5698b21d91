/**
 * The quote section every coverage page ends with: its anchor (the page's
 * 'Get a Quote' buttons, and links from other pages, go to #quote) and the
 * hero buttons of a page whose form is on the page.
 */
import { QUOTE_SECTION_ID } from './anchors';
import type { ActionRef } from './types';

export { QUOTE_SECTION_ID };

/** A hero's two calls to action: scroll to the on-page form (`target`), or call an agent. */
export const quoteAndCallActions = (label = 'Get a Free Quote', target = QUOTE_SECTION_ID): ActionRef[] => [
  { kind: 'scroll', label, target },
  { kind: 'phone', label: 'Talk to an Agent' },
];
