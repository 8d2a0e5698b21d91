/**
 * Where the content editor reads and writes, relative to the repository
 * (docs/editor.md, "The editor's gateway"): its collections' folders and
 * files and its media folder. The editor's configuration
 * (src/buildSteps/cms/, src/admin/contentCollections.ts) names its paths from
 * here, and the office's editor gateway (src/relay/editorGateway/) confines
 * every read and write to these places and nowhere else.
 */
export const EDITOR_PLACES = {
  /** Coverage pages: one YAML file per page. */
  coverage: { kind: 'folder', path: 'src/content/coverage' },
  /** The fixed pages: one YAML file each. */
  pages: { kind: 'folder', path: 'src/content/pages' },
  /** The site frame. */
  site: { kind: 'file', path: 'src/content/site.yaml' },
  /** Articles: one Markdown file per language (en/<id>.md, es/<id>.md). */
  articles: { kind: 'folder', path: 'src/content/blog/articles' },
  /** The agency facts. */
  facts: { kind: 'file', path: 'src/config/agency.json' },
  /** Photos the office uploads (Media), served from /images/uploads/. */
  media: { kind: 'folder', path: 'src/public/images/uploads' },
} as const satisfies Record<string, { kind: 'folder' | 'file'; path: string }>;

export type EditorPlace = keyof typeof EDITOR_PLACES;
