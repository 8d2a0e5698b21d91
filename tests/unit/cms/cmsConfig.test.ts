// @vitest-environment node
/**
 * The content editor's configuration as a whole: the Git backend with the
 * editorial workflow (changes arrive as pull requests), the local backend
 * only on the development server that `npm run cms` starts, and the origins
 * the editor's Content-Security-Policy opens for each Git host.
 */
import type { CmsConfig } from 'decap-cms-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cmsConfig } from '../../../src/buildSteps/cms/cmsConfig';
import { CMS_CONFIG_MODULE, cmsConfigModule } from '../../../src/buildSteps/cms/cmsConfigModule';
import { agency } from '../../../src/config/agency';
import { backendOrigins, cmsBackend } from '../../../src/config/cmsBackend';

afterEach(() => vi.unstubAllEnvs());

/** The module the plugin gives the editor's page, on the development server or in a build. */
function moduleFor(command: 'serve' | 'build'): CmsConfig {
  const plugin = cmsConfigModule();
  (plugin.configResolved as (config: { command: string }) => void)({ command });
  const id = (plugin.resolveId as (id: string) => string)(CMS_CONFIG_MODULE);
  const source = (plugin.load as (id: string) => string)(id);
  return JSON.parse(source.replace(/^export default /, '').replace(/;$/, '')) as CmsConfig;
}

describe('the editor’s configuration', () => {
  it('publishes through the Git backend with the editorial workflow, and needs no config.yml', () => {
    const config = cmsConfig();
    expect(config.backend).toEqual(cmsBackend);
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.load_config_file).toBe(false);
    expect(config.local_backend).toBeUndefined();
    expect(config.site_url).toBe(agency.siteOrigin);
    expect(config.collections.map((collection) => collection.name)).toEqual(['coverage', 'pages', 'site', 'articles', 'agency']);
  });

  it('uses the local backend on the development server of npm run cms, never in a build', () => {
    vi.stubEnv('CMS_LOCAL_BACKEND_URL', 'http://127.0.0.1:8081/api/v1');
    expect(moduleFor('serve').local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
    expect(moduleFor('build').local_backend).toBeUndefined();
    vi.stubEnv('CMS_LOCAL_BACKEND_URL', '');
    expect(moduleFor('serve').local_backend).toBeUndefined();
  });

  it('serves the editor without the development client, so saving content never reloads it; the site keeps it', () => {
    const plugin = cmsConfigModule();
    const { handler } = plugin.transformIndexHtml as { handler: (html: string, context: { path: string; server?: object }) => string };
    const page = [
      '<head>',
      '<script type="module" src="/@vite/client"></script>',
      '<script type="module">import { injectIntoGlobalHook } from "/@react-refresh";',
      'injectIntoGlobalHook(window);</script>',
      '<title>Content editor</title>',
      '</head>',
    ].join('\n');
    expect(handler(page, { path: '/admin/index.html', server: {} })).toBe('<head>\n<title>Content editor</title>\n</head>');
    expect(handler(page, { path: '/index.html', server: {} })).toBe(page);
    expect(handler(page, { path: '/admin/index.html' })).toBe(page);
  });

  it('turns on Decap’s i18n for the articles only: English and Spanish in a folder each; the agency facts one set, the content files both languages in each text', () => {
    const config = cmsConfig();
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'es'], default_locale: 'en' });
    const byName = Object.fromEntries(config.collections.map((collection) => [collection.name, collection]));
    expect(byName.articles!.i18n).toBe(true);
    for (const name of ['agency', 'coverage', 'pages', 'site']) {
      expect(byName[name]!.i18n, name).toBeUndefined();
      expect(JSON.stringify(byName[name]), name).not.toContain('"i18n"');
    }
  });

  it('hands the page the same configuration it builds', () => {
    expect(moduleFor('build')).toEqual(JSON.parse(JSON.stringify(cmsConfig())));
  });
});

describe('what each Git host needs the editor to reach', () => {
  it('GitHub: its API, and avatars', () => {
    expect(backendOrigins({ name: 'github', repo: 'a/b', branch: 'main' })).toEqual({
      connect: ['https://api.github.com'],
      img: ['https://avatars.githubusercontent.com'],
    });
  });

  it('GitLab with PKCE: the instance, for its API and the token exchange', () => {
    expect(backendOrigins({ name: 'gitlab', repo: 'a/b', branch: 'main', auth_type: 'pkce', app_id: 'x' }).connect).toEqual(['https://gitlab.com']);
    const own = backendOrigins({ name: 'gitlab', repo: 'a/b', branch: 'main', auth_type: 'pkce', app_id: 'x', base_url: 'https://git.agency.example', api_root: 'https://api.git.agency.example/api/v4' });
    expect(own.connect).toEqual(['https://api.git.agency.example', 'https://git.agency.example']);
  });

  it('Git Gateway: nothing beyond the site’s own origin', () => {
    expect(backendOrigins({ name: 'git-gateway', branch: 'main' })).toEqual({ connect: [], img: [] });
  });
});
