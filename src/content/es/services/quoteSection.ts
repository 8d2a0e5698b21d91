/**
 * Spanish twin of src/content/services/quoteSection.ts: the hero buttons of a
 * page whose form is on the page. The anchor is the English module's.
 */
import type { ActionRef } from '../../services/types';
import { QUOTE_SECTION_ID } from '../../services/anchors';

export { QUOTE_SECTION_ID };

/** A hero's two calls to action: scroll to the on-page form (`target`), or call an agent. */
export const quoteAndCallActions = (label = 'Obtenga una cotización gratis', target = QUOTE_SECTION_ID): ActionRef[] => [
  { kind: 'scroll', label, target },
  { kind: 'phone', label: 'Hable con un agente' },
];
