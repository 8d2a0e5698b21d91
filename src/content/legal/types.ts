/**
 * The shape of a legal document (privacy policy, terms of service): plain
 * data that one layout renders, so the wording can change without touching JSX.
 */

/** A paragraph, a bulleted list, or a list of defined terms. */
export type LegalBlock =
  | string
  | { list: readonly string[] }
  | { terms: readonly { term: string; definition: string }[] };

export interface LegalSection {
  /** Anchor for the table of contents, e.g. "cookies". */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date ("2025-05-06"); the page shows it as "May 6, 2025" or "6 de mayo de 2025". */
  updated: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
  /** Heading of the closing contact block (address, phone, e-mail from the config). */
  contactHeading: string;
  contactText: string;
}
