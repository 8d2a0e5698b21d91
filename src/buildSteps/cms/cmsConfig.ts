/**
 * The content editor's whole configuration (Decap CMS, at /admin/): the Git
 * backend (src/config/cmsBackend.ts), the collections (the content files'
 * coverage pages, fixed pages and site frame; the articles; the agency
 * facts), and, for
 * `npm run cms` only, Decap's local backend. Built at build time from the
 * schemas and handed to the page as data (src/buildSteps/cms/cmsConfigModule.ts), so
 * the browser gets no schema code and there is no config.yml to drift.
 */
import type { CmsConfig } from 'decap-cms-core';
import { agency } from '../../config/agency.ts';
import { cmsBackend, cmsPublishMode } from '../../config/cmsBackend.ts';
import { ARTICLES_I18N, articlesCollection } from './articlesCollection.ts';
import { coverageCollection, fieldChoices, pagesCollection, siteCollection } from './contentCollections.ts';
import { factsCollection } from './factsCollection.ts';
import { MEDIA_FOLDER, PUBLIC_FOLDER } from './media.ts';

export interface CmsConfigOptions {
  /**
   * The local backend's API (decap-server, `npm run cms`): the editor reads
   * and writes the working copy through it instead of a Git host. Only the
   * development server sets it; Decap itself tries it only on localhost.
   */
  localBackendUrl?: string;
}

export function cmsConfig({ localBackendUrl }: CmsConfigOptions = {}): CmsConfig {
  const choices = fieldChoices();
  return {
    // Everything is here: Decap must not look for a config.yml next to the page.
    load_config_file: false,
    backend: { ...cmsBackend },
    publish_mode: cmsPublishMode,
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    site_url: agency.siteOrigin,
    display_url: agency.siteOrigin,
    media_folder: MEDIA_FOLDER,
    public_folder: PUBLIC_FOLDER,
    // File names are plain ASCII slugs, as the article addresses are.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Decap honours a collection's `i18n` only with this at the top; the agency facts stay one set (no `i18n`).
    i18n: ARTICLES_I18N,
    collections: [coverageCollection(choices), pagesCollection(choices), siteCollection(choices), articlesCollection(choices), factsCollection(choices)],
  };
}
