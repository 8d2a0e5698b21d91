/**
 * The shape of a blog article's body, compiled at build time into a small
 * typed tree that React renders (src/components/blog/ArticleBody.tsx), and
 * the blog's categories. No Markdown or HTML string reaches the browser, so
 * nothing is injected as raw HTML. The metadata's shape is the frontmatter
 * schema's (frontmatter.ts).
 */

/** The listing's filter buttons after "All"; 'Tips & Advice' has no article yet. */
export const BLOG_CATEGORIES = [
  'Auto Insurance',
  'Home Insurance',
  'Life Insurance',
  'Business Insurance',
  'Health Insurance',
  'Claims',
  'Tips & Advice',
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

// ---------------------------------------------------------------------------
// The body tree: only what articles need, so every node has a React component.

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  /** `href` is a site path (client-side navigation) or an https URL (new tab). */
  | { type: 'link'; href: string; children: Inline[] };

export type Block =
  /** Level 2 and 3 only: the page's h1 is the article title. `id` is the anchor. */
  | { type: 'heading'; level: 2 | 3; id: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; items: Inline[][] }
  /** A Markdown blockquote, shown as a highlighted tip box. */
  | { type: 'note'; children: Inline[][] }
  /** `caption` names the table: the heading of the section (h2) it sits in. */
  | { type: 'table'; caption: string; header: Inline[][]; rows: Inline[][][] };

export interface ArticleBody {
  blocks: Block[];
  /** Estimated at build time from the word count (about 200 words a minute). */
  readingMinutes: number;
}
