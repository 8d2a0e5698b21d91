/**
 * The Git host the content editor at /admin/ publishes through
 * (docs/deploy.md, "The content editor on the host"). Moving the site to another repository or
 * host is a change here only: the editor's configuration
 * (src/buildSteps/cms/cmsConfig.ts) and the editor's Content-Security-Policy
 * (src/distContract/securityHeaders.ts) both follow it.
 */

export type CmsBackendSettings =
  | {
      /** GitHub; sign-in through Netlify's OAuth service by default, or through `base_url` (an OAuth proxy of your own). */
      name: 'github';
      /** owner/name of the repository. */
      repo: string;
      branch: string;
      base_url?: string;
      auth_endpoint?: string;
    }
  | {
      /** GitLab (gitlab.com or your own); sign-in with PKCE needs only a GitLab OAuth application's id, no server. */
      name: 'gitlab';
      repo: string;
      branch: string;
      auth_type: 'pkce';
      app_id: string;
      /** Your own GitLab: its address (default https://gitlab.com) and API (default <base_url>/api/v4). */
      base_url?: string;
      api_root?: string;
    }
  | {
      /** Netlify Identity and Git Gateway: the office signs in with an e-mail invitation, no Git account needed. */
      name: 'git-gateway';
      branch: string;
    };

/** The fictional default, like the agency's facts: replace the repository with the site's own. */
export const cmsBackend: CmsBackendSettings = {
  name: 'github',
  repo: 'prairie-point-insurance/website',
  branch: 'main',
};

/**
 * Every change the office saves becomes a branch and a pull (merge) request,
 * reviewed like any other change and published by merging it. Decap's local
 * backend (npm run cms) writes files directly instead.
 */
export const cmsPublishMode = 'editorial_workflow';

/**
 * What the editor's browser code must reach for this backend, beyond its own
 * origin: the API it reads and commits through (connect-src) and the hosts of
 * the avatars it shows (img-src). Signing in happens in a pop-up or a full
 * redirect, which the Content-Security-Policy does not govern.
 */
export function backendOrigins(backend: CmsBackendSettings): { connect: string[]; img: string[] } {
  switch (backend.name) {
    case 'github':
      return { connect: ['https://api.github.com'], img: ['https://avatars.githubusercontent.com'] };
    case 'gitlab': {
      const base = new URL(backend.base_url ?? 'https://gitlab.com').origin;
      const api = new URL(backend.api_root ?? base).origin;
      // PKCE exchanges its code for a token at <base>/oauth/token from the page itself.
      return { connect: [...new Set([api, base])], img: [base, 'https://secure.gravatar.com'] };
    }
    case 'git-gateway':
      // Identity and the gateway answer on the site's own origin (/.netlify/identity, /.netlify/git).
      return { connect: [], img: [] };
  }
}
