// @vitest-environment node
/**
 * `npm run relay:deploy` (src/relay/worker/deploy.ts): the Worker's route is
 * the site's host with the relay's paths, derived from the site origin, and
 * covers both doors the forms post to.
 */
import { describe, expect, it } from 'vitest';
import { RELAY_AJAX_PATH, RELAY_FORM_PATH } from '../../../src/relay/app';
import { deployArgs, relayRoute, WRANGLER_CONFIG } from '../../../src/relay/worker/deploy';

describe('the relay Worker\'s deployment', () => {
  it('routes /relay/* of the site\'s host, whatever the origin ends with', () => {
    expect(relayRoute('https://www.prairiepoint.example')).toBe('www.prairiepoint.example/relay/*');
    expect(relayRoute('https://staging.agency.example/')).toBe('staging.agency.example/relay/*');
  });

  it('covers both doors', () => {
    const prefix = relayRoute('https://www.prairiepoint.example').replace(/^[^/]+|\*$/g, '');
    expect(RELAY_AJAX_PATH.startsWith(prefix)).toBe(true);
    expect(RELAY_FORM_PATH.startsWith(prefix)).toBe(true);
  });

  it('runs wrangler deploy with the relay\'s configuration and passes other options on', () => {
    expect(deployArgs('https://www.prairiepoint.example', ['--dry-run'])).toEqual(['deploy', '--config', WRANGLER_CONFIG, '--route', 'www.prairiepoint.example/relay/*', '--dry-run']);
    expect(WRANGLER_CONFIG).toMatch(/src\/relay\/worker\/wrangler\.jsonc$/);
  });
});
