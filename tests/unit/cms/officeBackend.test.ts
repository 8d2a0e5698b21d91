/**
 * The editor opened in the office (src/admin/officeBackend.ts): at
 * /office/pages/ it reads and publishes through the office's gateway
 * (Decap's proxy backend on this origin, simple publishing, no local
 * backend); at /admin/ the build's configuration is left as it is.
 */
import type { CmsConfig } from 'decap-cms-core';
import { describe, expect, it } from 'vitest';
import { editorConfigAt } from '../../../src/admin/officeBackend';
import { cmsConfig } from '../../../src/buildSteps/cms/cmsConfig';

describe('editorConfigAt', () => {
  const built = cmsConfig({ localBackendUrl: 'http://127.0.0.1:8081/api/v1' });

  it('leaves the build’s configuration at /admin/', () => {
    expect(editorConfigAt(built, '/admin/')).toBe(built);
  });

  it('uses the office’s gateway at /office/pages/, publishing at once', () => {
    const office = editorConfigAt(built, '/office/pages/');
    expect(office.backend).toEqual({ name: 'proxy', proxy_url: '/office/api/editor', branch: built.backend.branch });
    expect(office.publish_mode).toBe('simple');
    expect(office).not.toHaveProperty('local_backend');
    // Everything else is the build's: the same collections, media folder and languages.
    const { backend: _b, publish_mode: _p, local_backend: _l, ...rest } = built as CmsConfig & { local_backend?: unknown };
    expect(office).toMatchObject(rest);
  });
});
