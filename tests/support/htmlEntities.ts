/**
 * The character references the prerendered HTML uses (React escapes these
 * five, and writes &nbsp; where the content asks for a no-break space),
 * read back as the characters they stand for: the checks that read the
 * built HTML as text compare what a visitor reads.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' };

export const decodeEntities = (html: string) => html.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);
