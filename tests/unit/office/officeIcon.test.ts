// @vitest-environment node
/**
 * The office's pages name the agency's icon (SITE_ICON_PATH,
 * src/config/siteIcon.ts), so no browser asks for /favicon.ico, which
 * no host serves: the inbox app's page and the pages without a session, whose
 * policy lets the icon load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_ICON_PATH } from '../../../src/config/siteIcon';
import { officeFormPage } from '../../../src/relay/office/signInPage';

const iconLink = `<link rel="icon" href="${SITE_ICON_PATH}" type="image/svg+xml">`;

describe("the office's icon", () => {
  it('is a file of every build', () => {
    expect(existsSync(`src/public${SITE_ICON_PATH}`)).toBe(true);
  });

  it("is named by the inbox app's page", () => {
    expect(readFileSync('src/office/index.html', 'utf8')).toContain(iconLink);
  });

  it('is named by the pages without a session, and their policy lets it load', async () => {
    const page = await officeFormPage(200, 'Sign in', '<h1>Sign in</h1>');
    expect(await page.text()).toContain(iconLink);
    expect(page.headers.get('Content-Security-Policy')).toContain("img-src 'self'");
  });
});
