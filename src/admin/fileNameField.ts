/**
 * A new coverage page's file name, asked in the editor: the page's
 * address's last part (src/content/coverage/<name>.yaml is at
 * /services/<name>, or under its category or parent page). Decap names a new
 * file from a field (`slug: '{{fields.slug}}'`), and this is that field; it
 * is the editor's alone, never written into the file (./contentYaml.ts): a
 * page's address follows from its file's name, so the two cannot disagree.
 * Once the page is saved the field shows the file's name, which the editor
 * cannot change (./FileNameControl.tsx).
 */
import { COVERAGE_FILE_NAME } from '../content/model/coverage.ts';

/** The widget's name in the editor's configuration (src/buildSteps/cms/contentCollections.ts). */
export const FILE_NAME_WIDGET = 'file-name';

/** The field's name: Decap's `identifier_field`, and the `{{fields.…}}` of the collection's `slug`. */
export const FILE_NAME_FIELD = 'slug';

/** The field's Decap pattern: the build's rule for a coverage page's file name, in its words. */
export const FILE_NAME_PATTERN: [string, string] = [COVERAGE_FILE_NAME.pattern.source, `must be ${COVERAGE_FILE_NAME.words}`];
