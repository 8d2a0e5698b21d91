/**
 * A lead's history in the browser, on both runtimes (docs/testing.md, "The
 * lead relay and the office's inbox"; docs/relay.md, "The office's inbox:
 * history"): the Node relay on SQLite behind the bundled server and the
 * Worker in workerd on a local D1 (./support/officeRuntimes.ts). Signed in
 * as the office, a note too long is refused with its message and what was
 * typed stays; a note and an assignment then show in the lead's "History",
 * oldest first, each with who and when in the agency's time zone; the list's
 * card names the assignee; axe finds nothing on the lead view.
 */
import type { Locator } from '@playwright/test';
import { historyWords, NOTE_CHARS } from '../../src/relay/inbox/leadEventWords';
import { timeText } from '../../src/relay/words';
import { OFFICE } from '../support/officeAccount';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { contactLead, describeOnEachRuntime, postLead, signIn } from './support/officeRuntimes';

/** Each event's words, who and when, as shown; each `<time>` says the same moment as its datetime, in the agency's zone. */
async function eventsIn(history: Locator) {
  const items = history.getByRole('listitem');
  const shown: string[] = [];
  for (const item of await items.all()) {
    const time = item.locator('time');
    const at = await time.getAttribute('datetime');
    expect(await time.textContent()).toBe(timeText(at!));
    shown.push((await item.innerText()).replace(/\s+/g, ' ').trim());
  }
  return shown;
}

describeOnEachRuntime(`a lead's history`, (runtime) => {
  test('a note and an assignment show in the history with who and when; the card names the assignee', async ({ page, consoleErrors }) => {
    await postLead(page, runtime.origin, contactLead({ firstName: 'Cora', lastName: 'Diaz', email: 'cora@example.com' }));
    await signIn(page, runtime.origin);
    await page.getByRole('link', { name: 'Cora Diaz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cora Diaz' })).toBeVisible();

    const history = page.getByRole('region', { name: historyWords.title });
    await expect(history).toContainText(historyWords.empty);

    // Too long: said, with its length; nothing recorded, the text kept in the box.
    const note = history.getByRole('textbox', { name: historyWords.noteLabel });
    const tooLong = `Called. ${'x'.repeat(NOTE_CHARS)}`;
    await note.fill(tooLong);
    await history.getByRole('button', { name: historyWords.addNote }).click();
    await expect(history.getByRole('alert')).toHaveText(historyWords.noteTooLong(tooLong.length));
    await expect(note).toHaveValue(tooLong);
    await expect(note).toHaveAttribute('aria-invalid', 'true');

    await note.fill('Called at noon: wants a home and auto bundle.\nCall back Friday.');
    const before = Date.now();
    await history.getByRole('button', { name: historyWords.addNote }).click();
    await expect(page.getByRole('status')).toHaveText(historyWords.noteAdded);
    await expect(note).toHaveValue('');
    await expect(history.getByRole('alert')).toHaveCount(0);

    await page.getByRole('combobox', { name: historyWords.assignedLabel }).selectOption({ label: OFFICE.email });
    await page.getByRole('button', { name: historyWords.assign }).click();
    await expect(page.getByRole('status')).toHaveText(historyWords.assignedTo(OFFICE.email));
    await expect(page.getByRole('combobox', { name: historyWords.assignedLabel })).toHaveValue(/.+/);

    // Oldest first: the note, then the assignment; each by the office's account, at a time of this test.
    const list = history.getByRole('list');
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const shown = await eventsIn(list);
    const when = async (index: number) => Date.parse((await list.getByRole('listitem').nth(index).locator('time').getAttribute('datetime'))!);
    expect(await when(0)).toBeGreaterThanOrEqual(before - 1000);
    expect(await when(1)).toBeGreaterThanOrEqual(await when(0));
    expect(shown[0]).toMatch(new RegExp(`^Note Called at noon: wants a home and auto bundle\\. Call back Friday\\. by ${OFFICE.email.replace(/\./g, '\\.')}, `));
    expect(shown[1]).toMatch(new RegExp(`^Assigned to ${OFFICE.email.replace(/\./g, '\\.')} by ${OFFICE.email.replace(/\./g, '\\.')}, `));
    // The note's lines are kept as written.
    await expect(list.getByRole('listitem').first()).toContainText('bundle.\nCall back Friday.', { useInnerText: true });

    await expectNoAxeViolations(page);

    // Still so after a reload: the relay's, not the page's.
    await page.reload();
    await expect(page.getByRole('region', { name: historyWords.title }).getByRole('listitem')).toHaveCount(2);

    await page.getByRole('link', { name: 'Back to the leads' }).click();
    const card = page.getByRole('list', { name: 'Leads' }).getByRole('listitem').filter({ hasText: 'Cora Diaz' });
    await expect(card).toContainText(historyWords.cardAssigned(OFFICE.email));
    expect(consoleErrors).toEqual([]);
  });
});
