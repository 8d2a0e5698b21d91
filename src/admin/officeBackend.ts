/**
 * The editor inside the office (docs/editor.md, "The editor's gateway"): the
 * same built editor, opened at /office/pages/ behind the office's sign-in,
 * reads and publishes through the office's gateway (Decap's proxy backend
 * at /office/api/editor, on this same origin, the session's cookie going
 * with each request) instead of the Git host's API, and publishes each
 * change at once (one commit per Publish, no editorial workflow). At
 * /admin/ the configuration is the build's, unchanged.
 */
import type { CmsConfig } from 'decap-cms-core';
import { EDITOR_API_URL, EDITOR_PAGE_PATH } from '../relay/browser.ts';

export function editorConfigAt(config: CmsConfig, pathname: string): CmsConfig {
  if (!pathname.startsWith(EDITOR_PAGE_PATH)) return config;
  // The local backend is the development server's; the office's page never asks for it.
  const { local_backend: _local, ...rest } = config;
  return { ...rest, backend: { name: 'proxy', proxy_url: EDITOR_API_URL, branch: config.backend.branch ?? 'main' }, publish_mode: 'simple' };
}
