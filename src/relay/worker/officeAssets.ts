/**
 * The inbox's files on the Worker (docs/deploy.md, "The office's inbox on Cloudflare"):
 * the Worker's static assets (wrangler.jsonc's `assets`, the folder
 * dist-office/), read through their binding only once the office app has
 * found a session, since `run_worker_first` sends every request to the
 * Worker before any file. The built editor's page is among them too,
 * read the same way behind the sign-in as the office's Pages.
 */
import type { EditorPageFile } from '../editorGateway/editorPage';
import type { OfficeFiles } from '../inbox/officePages';

/** The static assets' binding: a fetch by path (Cloudflare's `Fetcher`). */
export interface AssetsBinding {
  fetch(request: Request): Promise<Response>;
}

/** Any host will do: the binding reads the path. */
const ASSETS_ORIGIN = 'https://assets.invalid';

export function officeAssets(assets: AssetsBinding | undefined): OfficeFiles | undefined {
  if (!assets) return undefined;
  return async (path) => {
    const response = await assets.fetch(new Request(`${ASSETS_ORIGIN}/office/${path}`));
    return response.ok ? response : undefined;
  };
}

/** The built editor's page, copied among the assets by the office's build (dist-office/editor/index.html), answered as the office's Pages. */
export function editorPageAsset(assets: AssetsBinding | undefined): EditorPageFile | undefined {
  if (!assets) return undefined;
  return async () => {
    const response = await assets.fetch(new Request(`${ASSETS_ORIGIN}/editor/index.html`));
    return response.ok ? response : undefined;
  };
}
