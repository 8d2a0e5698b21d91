/**
 * The office's inbox in the browser, on both runtimes (docs/testing.md, "The
 * lead relay and the office's inbox"): the Node relay on SQLite behind the bundled server, as
 * `npm start` mounts it, and the Worker in workerd (miniflare) on a local
 * D1 with the inbox as its static assets (tests/support/workerRelay.ts). The
 * inbox is the build's (dist-office beside the browser tier's build). Leads
 * arrive as real submissions to the relay's ajax door. Each runtime: signed
 * in, the list, a filter, the CSV download, one lead (its fields as text),
 * marked handled (still so after a reload), deleted, spam released; axe at
 * 1280 and 390 px; at 390 px cards without sideways scroll, and everything
 * by keyboard alone down to the sign-out.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { formDefinitions } from '../../src/formDefinitions/registry';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { autoLead as auto, contactLead as contact, describeOnEachRuntime, postLead, signIn } from './support/officeRuntimes';
import { OFFICE } from '../support/officeAccount';

const leadList = (page: Page, name = 'Leads') => page.getByRole('list', { name });
const sendersIn = (list: Locator) => list.getByRole('listitem').getByRole('heading').allTextContents();

/** Presses Tab (Shift+Tab: `back`) until `target` has the focus, at most `max` times: the keyboard's own way there. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${String(target)} never had the focus after ${max} Tabs`);
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describeOnEachRuntime(`the office's inbox`, (runtime) => {
  const post = (page: Page, fields: Record<string, string>) => postLead(page, runtime.origin, fields);

  test('signs in, lists, filters, exports, opens, marks handled, deletes and releases spam', async ({ page, consoleErrors }) => {
    await post(page, contact({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', message: '<script>window.hacked = true</script> Please call after 5.' }));
    await post(page, auto({ firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' }));
    await post(page, contact({ firstName: 'Spam', lastName: 'Bot', email: 'bot@example.com', _honey: 'http://spam.example' }));

    await signIn(page, runtime.origin);
    await expect(page.getByText(`Signed in as ${OFFICE.email}`)).toBeVisible();
    await expect.poll(() => sendersIn(leadList(page))).toEqual(['Bo Lee', 'Ana Ruiz']);
    const bo = leadList(page).getByRole('listitem').first();
    await expect(bo).toContainText('Auto insurance quote');
    await expect(bo).toContainText('/services/auto');
    await expect(bo).toContainText('spring / cpc');
    await expect(bo).toContainText('bo@example.com');
    await expect(bo).toContainText('Open');
    await expect(bo).toContainText(/Sending|Delivered/);
    await expectNoAxeViolations(page);

    // A filter, then the export of what it shows.
    await page.getByLabel('Form').selectOption({ label: 'Auto insurance quote' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/\/office\/\?form=auto$/);
    await expect.poll(() => sendersIn(leadList(page))).toEqual(['Bo Lee']);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csv.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^"Received","Lead","Form",/);
    // One column per field: the e-mail after the lead's page and campaign, the name as the forms' first and last name (no "Name" beside them).
    expect(rows[1]).toContain('"/services/auto","spring / cpc","bo@example.com"');
    expect(rows[1]).toContain('"Bo","Lee"');
    expect(rows[1]).not.toContain('"Bo Lee"');
    // When, in the agency's zone.
    expect(rows[1]).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} C[SD]T",/);

    // One lead: every field as text, handled, still handled after a reload.
    await page.getByRole('link', { name: /^Leads( |$)/ }).click();
    await leadList(page).getByRole('link', { name: 'Ana Ruiz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeFocused();
    const sent = page.getByRole('region', { name: 'What the visitor sent' });
    await expect(sent.getByRole('term')).toHaveText(formDefinitions.contact.fields.map((field) => field.label));
    await expect(sent.getByText('<script>window.hacked = true</script> Please call after 5.')).toBeVisible();
    expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
    await expect(page.getByRole('region', { name: /^Delivery:/ })).toContainText("The office's e-mail");
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Mark handled' }).click();
    await expect(page.getByRole('status')).toHaveText('Marked handled.');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mark open' })).toBeVisible();
    await expect(page.getByText(/Handled \w{3} \d+, \d{4}/)).toBeVisible();

    await page.getByRole('link', { name: 'Back to the leads' }).click();
    await page.getByLabel('Status').selectOption('Handled');
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect.poll(() => sendersIn(leadList(page))).toEqual(['Ana Ruiz']);

    // Deleted, after the confirmation.
    await page.getByRole('link', { name: /^Leads( |$)/ }).click();
    await leadList(page).getByRole('link', { name: 'Bo Lee' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Delete for good' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('status')).toHaveText('The lead from Bo Lee was deleted.');
    await expect.poll(() => sendersIn(leadList(page))).toEqual(['Ana Ruiz']);

    // Suspected spam, apart; released to delivery.
    await page.getByRole('link', { name: 'Suspected spam' }).click();
    await expect.poll(() => sendersIn(leadList(page, 'Suspected spam'))).toEqual(['Spam Bot']);
    await leadList(page, 'Suspected spam').getByRole('link', { name: 'Spam Bot' }).click();
    await page.getByRole('button', { name: 'Release to delivery' }).click();
    await expect(page.getByRole('status')).toHaveText('Released: the lead is being delivered.');
    await page.getByRole('link', { name: 'Back to the leads' }).click();
    await expect.poll(() => sendersIn(leadList(page))).toEqual(['Spam Bot', 'Ana Ruiz']);
    // Nothing the page's policy refused, no script error.
    expect(consoleErrors).toEqual([]);
  });

  test('a lead sent while the inbox is open shows within 10 s without a reload, counted in the tab and the title, its phone a tel: link', async ({ page }) => {
    await signIn(page, runtime.origin);
    const leadsTab = page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: /^Leads/ });
    await expect(leadsTab).toHaveText(/^Leads \d+ open$/);
    const open = Number(/(\d+) open/.exec((await leadsTab.textContent()) ?? '')![1]);
    await expect(page).toHaveTitle(open ? `(${open}) Leads · Office inbox` : 'Leads · Office inbox');
    const loads = { count: 0 };
    page.on('load', () => loads.count++);

    const sent = Date.now();
    await post(page, contact({ firstName: 'Dee', lastName: 'Live', email: 'dee@example.com', phone: '630-555-0142' }));
    const dee = leadList(page).getByRole('listitem').filter({ hasText: 'Dee Live' });
    await expect(dee).toBeVisible({ timeout: 10_000 });
    console.log(`[live] the new lead showed ${Date.now() - sent} ms after it was sent, without a reload`);
    expect(loads.count).toBe(0);
    await expect(page.getByRole('status')).toHaveText('A new lead arrived.');
    await expect(leadsTab).toHaveText(`Leads ${open + 1} open`);
    await expect(page).toHaveTitle(`(${open + 1}) Leads · Office inbox`);
    await expect(dee.getByRole('link', { name: '630-555-0142' })).toHaveAttribute('href', 'tel:+16305550142');
    await expect(dee.getByRole('link', { name: 'dee@example.com' })).toHaveAttribute('href', 'mailto:dee@example.com');
  });

  test('at 390 px, cards without sideways scroll, axe clean, and everything by keyboard alone', async ({ page }) => {
    await post(page, auto({ firstName: 'Cy', lastName: 'Keys', email: 'cy@example.com' }));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${runtime.origin}/office/`);
    // The sign-in page puts the focus in the e-mail field.
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(OFFICE.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(OFFICE.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();

    const cy = leadList(page).getByRole('listitem').filter({ hasText: 'Cy Keys' });
    await expect(cy.getByText('Received', { exact: true })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);

    await tabTo(page, cy.getByRole('link', { name: 'Cy Keys' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Cy Keys' })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Mark handled' }));
    await page.keyboard.press('Enter');
    // The focus stays on the toggle, now the other button.
    await expect(page.getByRole('button', { name: 'Mark open' })).toBeFocused();
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page);

    await tabTo(page, page.getByRole('button', { name: 'Sign out' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${runtime.origin}/office/sign-in`);
    expect((await page.request.get(`${runtime.origin}/office/api/leads`)).status()).toBe(401);
  });
});
