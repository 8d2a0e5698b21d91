// @vitest-environment node
/**
 * `npm run relay:deploy` (src/relay/worker/deploy.ts): the Worker's routes
 * are the site's host with the relay's paths and the office's, derived from
 * the site origin, and cover both doors the forms post to and the office.
 */
import { describe, expect, it } from 'vitest';
import { RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../../src/relay/app';
import { OFFICE_PATH } from '../../../src/relay/office/officePaths';
import { deployArgs, relayRoutes, WRANGLER_CONFIG } from '../../../src/relay/worker/deploy';

describe('the relay Worker\'s deployment', () => {
  it('routes /relay/* and /office/* of the site\'s host, whatever the origin ends with', () => {
    expect(relayRoutes('https://www.prairiepoint.example')).toEqual(['www.prairiepoint.example/relay/*', 'www.prairiepoint.example/office/*']);
    expect(relayRoutes('https://staging.agency.example/')).toEqual(['staging.agency.example/relay/*', 'staging.agency.example/office/*']);
  });

  it('covers both doors and the office', () => {
    const [relay, office] = relayRoutes('https://www.prairiepoint.example').map((route) => route.replace(/^[^/]+|\*$/g, ''));
    expect(RELAY_AJAX_PATH.startsWith(relay)).toBe(true);
    expect(RELAY_FORM_PATH.startsWith(relay)).toBe(true);
    expect(office).toBe(`${OFFICE_PATH}/`);
  });

  it('runs wrangler deploy with the relay\'s configuration and passes other options on', () => {
    expect(deployArgs('https://www.prairiepoint.example', ['--dry-run'])).toEqual(['deploy', '--config', WRANGLER_CONFIG, '--route', 'www.prairiepoint.example/relay/*', '--route', 'www.prairiepoint.example/office/*', '--dry-run']);
    expect(WRANGLER_CONFIG).toMatch(/src\/relay\/worker\/wrangler\.jsonc$/);
  });
});
