/**
 * The office's inbox as the office app mounts it behind `requireOffice`
 * (../office/officeApp.ts; docs/relay.md, "The office's inbox"): the JSON API
 * (./inboxApi.ts), then the app's page and files (./officePages.ts).
 */
import { Hono } from 'hono';
import { inboxApi, type InboxApiDeps } from './inboxApi';
import { officePages, type OfficeFiles } from './officePages';
import type { OfficeEnv } from '../accounts/session';

export interface InboxDeps extends InboxApiDeps {
  /** The inbox's built files (Node: the build's folder; the Worker: its static assets). None: the page says it is not built. */
  files?: OfficeFiles;
}

const noFiles: OfficeFiles = () => Promise.resolve(undefined);

export function inbox(deps: InboxDeps): Hono<OfficeEnv> {
  const app = new Hono<OfficeEnv>();
  app.route('/', inboxApi(deps));
  app.route('/', officePages(deps.files ?? noFiles));
  return app;
}
