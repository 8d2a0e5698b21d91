/**
 * A reply written in the office's inbox (docs/relay.md, "The office's inbox:
 * replies"), on both runtimes (tests/e2e/support/officeRuntimes.ts): the
 * lead view's form sends it, the outbox mails it to the visitor from the
 * agency's address (Node: an .eml file in its outbox folder; the Worker: a
 * call to its mail API), and the lead shows it with who sent it, when and
 * that it was sent. A lead without an address says there is none to reply
 * to. Axe at 1280 px with the reply shown. What needs no layout (refusals,
 * retries, deletion) is tested in tests/relay/integration/officeReply.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTBOX_DIR } from '../../src/relay/node/nodeRelay';
import { mailSettingsOf } from '../../src/relay/settings';
import { decodeWords, readMessage } from '../support/eml';
import { OFFICE } from '../support/officeAccount';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { contactLead as contact, describeOnEachRuntime, postLead, signIn, type OfficeRuntime as Runtime } from './support/officeRuntimes';

const MAIL = mailSettingsOf();

/** What the runtime mailed to `to`: the Node relay's .eml files, the Worker's mail API calls. */
function mailedTo(runtime: Runtime, to: string) {
  if (runtime.mailApi)
    return runtime.mailApi
      .filter(({ body }) => (body.to as string[]).includes(to))
      .map(({ body }) => ({ file: '', from: body.from as string, replyTo: body.reply_to as string, subject: body.subject as string, text: body.text as string }));
  const dir = join(runtime.dataDir!, OUTBOX_DIR);
  return (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')) : [])
    .map((file) => ({ file, ...readMessage(readFileSync(join(dir, file), 'utf8')) }))
    .filter(({ headers }) => headers.to === to)
    .map(({ file, headers, text }) => ({ file, from: headers.from, replyTo: headers['reply-to'], subject: decodeWords(headers.subject), text }));
}

describeOnEachRuntime(`the office's reply to a lead`, (runtime) => {
  test('a reply sent from the lead view reaches the visitor from the agency\'s address and shows on the lead with who sent it', async ({ page, consoleErrors }) => {
    const email = 'rosa.reply@example.com';
    await postLead(page, runtime.origin, contact({ firstName: 'Rosa', lastName: 'Vega', email }));
    await postLead(page, runtime.origin, contact({ firstName: 'Noel', lastName: 'Park', email: '', phone: '630-555-0110' }));
    await signIn(page, runtime.origin);

    // No address: nothing to reply to, said so.
    await page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: 'Noel Park' }).click();
    const noelReplies = page.getByRole('region', { name: 'Replies' });
    await expect(noelReplies).toContainText('This lead has no e-mail address to reply to.');
    await expect(noelReplies.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the leads' }).click();

    await page.getByRole('list', { name: 'Leads' }).getByRole('link', { name: 'Rosa Vega' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rosa Vega' })).toBeFocused();
    const replies = page.getByRole('region', { name: 'Replies' });
    await expect(replies).toContainText('No reply sent yet.');
    const form = replies.getByRole('form', { name: 'Reply to Rosa Vega' });
    await expect(form).toContainText(`To ${email}, from the agency's address.`);
    const subject = form.getByLabel('Subject');
    await expect(subject).toHaveValue(/^Re: Send us a message .*: Rosa Vega$/);

    // An empty message is refused with the reason; the subject typed stays.
    await subject.fill('Re: your policy question');
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(form.getByRole('alert')).toHaveText('Write the reply before sending it.');
    await expect(subject).toHaveValue('Re: your policy question');

    const text = 'Hello Rosa,\n\nYes, the renewal keeps your roadside assistance. I will call you Monday.';
    await form.getByLabel('Message').fill(text);
    await form.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText(`The reply to ${email} is on its way.`)).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('');

    // Kept on the lead: who sent it, when, and (once the outbox has its answer) that it was sent.
    const kept = replies.getByRole('listitem').filter({ hasText: 'Re: your policy question' });
    await expect(kept).toContainText(`Sent by ${OFFICE.email}, `);
    await expect(kept.locator('time').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M [A-Z]{3,4}$/);
    await expect(kept).toContainText('Yes, the renewal keeps your roadside assistance.');
    await expect(kept).toContainText('Delivery: Sent', { timeout: 15_000 });

    // The visitor's mail: from the agency's address (the confirmation's sender), Reply-To the office.
    await expect.poll(() => mailedTo(runtime, email).filter((mail) => mail.subject === 'Re: your policy question').length, { timeout: 15_000 }).toBe(1);
    const mails = mailedTo(runtime, email);
    const sent = mails.find((mail) => mail.subject === 'Re: your policy question')!;
    expect(sent).toMatchObject({ from: MAIL.from, replyTo: MAIL.office, text: `${text}\n` });
    expect(mails.find((mail) => mail.subject !== sent.subject)?.from, "the confirmation's sender").toBe(sent.from);
    if (!runtime.mailApi) expect(sent.file).toMatch(/^[^.]+\.reply-1\.eml$/);

    // Still there after a reload.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Replies' }).getByRole('listitem').filter({ hasText: 'Re: your policy question' })).toContainText(`Sent by ${OFFICE.email}`);
    await expect(page.getByRole('region', { name: 'Replies' })).toContainText('Delivery: Sent');
    // And in the lead's history: who replied, when, the subject and the delivery.
    const event = page.getByRole('region', { name: 'History' }).getByRole('listitem').filter({ hasText: 'Replied to the visitor by e-mail' });
    await expect(event).toContainText(`by ${OFFICE.email}, `);
    await expect(event).toContainText('“Re: your policy question”. Delivery: Sent.');
    await expectNoAxeViolations(page);
    // The one refusal asked for above (the empty message), which the browser logs.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});
