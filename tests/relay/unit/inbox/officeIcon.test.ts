// @vitest-environment node
/**
 * The office's pages say they have no icon (NO_ICON), so no browser asks
 * for /favicon.ico, which no host of the office serves: the inbox app's page
 * and the pages without a session, whose policy lets the empty icon load.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_ICON, officeFormPage } from '../../../../src/relay/accounts/signInPage';

const iconLink = `<link rel="icon" href="${NO_ICON}">`;

describe("the office's icon", () => {
  it("is named by the inbox app's page", () => {
    expect(readFileSync('src/relay/inbox/app/index.html', 'utf8')).toContain(iconLink);
  });

  it('is named by the pages without a session, and their policy lets it load', async () => {
    const page = await officeFormPage(200, 'Sign in', '<h1>Sign in</h1>');
    expect(await page.text()).toContain(iconLink);
    expect(page.headers.get('Content-Security-Policy')).toContain('img-src data:');
  });
});
