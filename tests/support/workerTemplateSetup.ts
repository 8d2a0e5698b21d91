/**
 * A global setup (vitest's integration tier, Playwright's browser tier):
 * the Worker's bundle and migrated database made before any test file
 * starts (./workerTemplate.ts), outside every hook's time-out, and once
 * rather than by the first files of the run racing to make it.
 */
import { workerTemplate } from './workerTemplate';

export default async function setup() {
  await workerTemplate();
}
