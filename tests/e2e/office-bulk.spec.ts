/**
 * The office's bulk actions in the browser, on both runtimes
 * (tests/e2e/support/officeRuntimes.ts; docs/relay.md, "The office's
 * inbox": bulk actions): three leads selected by their checkboxes (one by
 * keyboard), marked handled in one request, the result announced and the
 * counts updated; then one deleted after the confirmation naming how many,
 * the list's total updated. Axe clean with leads selected and with the
 * confirmation open. What needs no layout (bounds, attacks, both runtimes'
 * writes) is in tests/relay/integration/inboxBulk.test.ts.
 */
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { contactLead as contact, describeOnEachRuntime, postLead, signIn } from './support/officeRuntimes';

describeOnEachRuntime(`the office's bulk actions`, (runtime) => {
  test('selects three leads, marks them handled in one request, the counts and totals follow; deletes one after a confirmation', async ({ page, consoleErrors }) => {
    for (const [first, subject] of [['Ana', 'billing'], ['Bo', 'claim'], ['Cy', 'quote'], ['Di', 'policy']])
      await postLead(page, runtime.origin, contact({ firstName: first, lastName: 'Ruiz', email: `${first.toLowerCase()}@example.com`, subject, message: `About my ${subject}, from ${first}.\nSecond line.` }));
    await signIn(page, runtime.origin);
    const list = page.getByRole('list', { name: 'Leads' });
    await expect(page.getByText('4 leads, newest first.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Leads/ })).toHaveAccessibleName('Leads 4 open');
    // Each contact message told apart by its preview.
    await expect(list.getByRole('listitem').filter({ hasText: 'Ana Ruiz' })).toContainText('Billing Question · About my billing, from Ana.');

    const bulkPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/office/api/leads/bulk')) bulkPosts.push(request.postData() ?? '');
    });
    await list.getByRole('checkbox', { name: 'Select Ana Ruiz' }).check();
    await list.getByRole('checkbox', { name: 'Select Bo Ruiz' }).check();
    // One by keyboard: the focus on its checkbox, Space.
    await list.getByRole('checkbox', { name: 'Select Cy Ruiz' }).focus();
    await page.keyboard.press('Space');
    const bar = page.getByRole('group', { name: 'Selected leads' });
    await expect(bar).toContainText('3 selected');
    await expectNoAxeViolations(page);

    await bar.getByRole('button', { name: 'Mark handled' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('3 leads marked handled.');
    expect(bulkPosts).toHaveLength(1);
    expect((JSON.parse(bulkPosts[0]) as { ids: string[] }).ids).toHaveLength(3);
    await expect(page.getByRole('link', { name: /^Leads/ })).toHaveAccessibleName('Leads 1 open');
    for (const first of ['Ana', 'Bo', 'Cy']) await expect(list.getByRole('listitem').filter({ hasText: `${first} Ruiz` })).toContainText('Handled');
    await expect(list.getByRole('listitem').filter({ hasText: 'Di Ruiz' })).toContainText('Open');
    await expect(bar).toContainText('0 selected');
    await expect(bar.getByRole('checkbox', { name: 'Select all shown' })).toBeFocused();

    await list.getByRole('checkbox', { name: 'Select Di Ruiz' }).check();
    await bar.getByRole('button', { name: 'Delete' }).click();
    const question = bar.getByRole('group', { name: /^Delete the selected lead for good\?/ });
    await expect(question.getByRole('button', { name: 'Delete for good' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('1 lead deleted.');
    await expect(page.getByText('3 leads, newest first.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: /^Leads/ })).toHaveAccessibleName('Leads 0 open');
    expect(consoleErrors).toEqual([]);
  });
});
