/**
 * A legal document (privacy policy, terms of service) in one language, as
 * its one layout receives it: src/content/pages/privacy.yaml and terms.yaml
 * read through their model (src/content/model/pages.ts).
 */
import type { PageCopy } from '../model/pages';

export type LegalDocument = PageCopy<'privacy'>;
export type LegalSection = LegalDocument['sections'][number];
/** A paragraph, a bulleted list, or a list of defined terms. */
export type LegalBlock = LegalSection['blocks'][number];
