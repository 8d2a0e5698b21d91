/**
 * What the office reads about the site's rebuild after a Publish (docs/editor.md,
 * "After Publish: the site rebuilt"): the notice on Pages (src/admin/siteBuildNotice.ts)
 * says these, and nothing else does. Plain strings and functions, nothing
 * imported: the editor's bundle carries them.
 */

const minutes = (count: number) => `${count} minute${count === 1 ? '' : 's'}`;

export const siteBuildWords = {
  /** Right after a Publish, and while the site is rebuilt. */
  building: (expectedMinutes: number) => `Saved. Your change will be live on the site in about ${minutes(expectedMinutes)}.`,
  /** The rebuild passed: what visitors see now includes the change. */
  live: 'Your change is live on the site.',
  /** The rebuild failed: the change is kept, the site shows what it showed before. */
  failed: 'Your change is saved, but the site could not be rebuilt with it, so visitors still see the site as it was. Correct this and Publish again:',
  /** A failure whose reason the build did not name. */
  failedUnnamed: 'Your change is saved, but the site could not be rebuilt with it, so visitors still see the site as it was. Tell whoever runs the server: the reason is in the build’s log on the server.',
  /** The notice's button. */
  dismiss: 'Close',
  /** The status asked for where no rebuild runs (the Worker: its Git host builds). */
  notHere: 'This server does not rebuild the site.',
} as const;
