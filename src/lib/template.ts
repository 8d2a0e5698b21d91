/**
 * Texts with named placeholders, `Learn More about {title}`: the build fills
 * the agency's facts into content (src/content/model/placeholders.ts); what
 * is left is a slot the component fills when it shows the text.
 */
export const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** A text's slots filled in: `fill('Step {number}: ', { number: 2 })`; a name without a value stays as written. */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
