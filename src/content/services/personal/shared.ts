/** Pieces several personal pages share. */
import type { ActionRef } from '../types';

/** The anchor of a page's quote section; its hero buttons scroll there. */
export const QUOTE_SECTION_ID = 'quote';

/** A hero's two calls to action: scroll to the on-page form, or call an agent. */
export const quoteAndCallActions = (label = 'Get a Free Quote', target = QUOTE_SECTION_ID): ActionRef[] => [
  { kind: 'scroll', label, target },
  { kind: 'phone', label: 'Talk to an Agent' },
];
