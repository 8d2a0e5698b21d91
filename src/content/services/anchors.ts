/**
 * What the coverage pages' copy shares in both languages that is structure,
 * not words: the anchors their buttons scroll to and the recreational
 * vehicles' keys. Apart from the copy, so that a Spanish page's chunks never
 * import an English copy module to reach them.
 */
import type { CardKey } from './registry';

/** The quote section every coverage page ends with: its 'Get a Quote' buttons, and links from other pages, go to #quote. */
export const QUOTE_SECTION_ID = 'quote';

/** The section every 'Get a Quote' button of a recreational detail page scrolls to (its anchor is quote-form-section). */
export const RECREATIONAL_FORM_ID = 'quote-form-section';

/** The five recreational vehicles, in the order the chooser shows them. */
export const recreationalVehicleKeys = ['motorcycleAtv', 'boatPwc', 'motorHome', 'travelTrailer', 'snowmobile'] as const satisfies readonly CardKey[];
