/**
 * The relay fault matrix, on the built site with the fake
 * relay: for the contact form and the home page's quick quote, every way the
 * relay can fail (a 200 that says success "false", 500, 400, 429, a dropped
 * connection, a CORS rejection, an answer after the 15-second time-out, the
 * browser offline). In every case:
 * exactly one request reached the relay, the form's failure toast shows, every
 * value stays in its field, the button works again, and once the fault clears
 * the same form sends successfully. A double click or Enter pressed twice
 * sends one request.
 */
import type { Locator, Page } from '@playwright/test';
import { agency } from '../../src/config/agency';
import type { FormId } from '../../src/formDefinitions/registry';
import type { FormDefinition, FormValues, ToastText } from '../../src/formDefinitions/types';
import type { RecordedSubmission } from './support/fakeRelay';
import { expect, test, type RelayControl } from './support/fixtures';
import { onTheWire } from '../support/formFixtures';
import { expectFormReset, expectFormValues, expectToast, fieldControl, fillForm, openForm, submitButton } from './support/forms';

// A context of its own for each test (support/keptPages.ts): a dropped connection counts one request only on a fresh
// connection, where a kept page's idle one to the relay is sent again by Chromium, unasked.
test.use({ keptPage: { name: 'relay-faults', warmCache: false, fresh: true } });

/** The time-out docs/forms.md sets: a relay silent this long counts as a failure. */
const RELAY_TIMEOUT_MS = 15_000;

interface FormCase {
  id: FormId;
  path: string;
  /** docs/forms.md ("Toasts"), written out here rather than read from the definitions. */
  failure: ToastText;
  success: ToastText;
  /** Valid values with the awkward characters real visitors type. */
  values: (email: string) => FormValues;
}

const backSoon = "We'll get back to you as soon as possible.";

const forms: FormCase[] = [
  {
    id: 'contact',
    path: '/contact',
    failure: { title: 'There was an error sending your message', description: `Please try again or call us directly at ${agency.phone.display}.` },
    success: { title: 'Your message has been sent successfully!', description: backSoon },
    values: (email) => ({
      firstName: 'Zoë',
      lastName: "O'Brien-Łukasz",
      email,
      phone: '(630) 555-0199',
      subject: 'billing',
      message: 'Autopay failed twice in May 🚚 — مرحبا — <b>please</b> call after 3 PM & not before.',
      policyAgreement: true,
    }),
  },
  {
    id: 'quickQuote',
    path: '/',
    failure: { title: 'There was an error submitting your request. Please try again.' },
    success: { title: 'Quote request submitted!', description: backSoon },
    values: (email) => ({
      firstName: 'Dmitri',
      lastName: 'Nguyễn',
      email,
      insuranceType: 'transportation',
      message: 'Two box trucks, Naperville to Joliet daily; current policy renews June 1.',
      policyAgreement: true,
    }),
  },
];

interface Fault {
  name: string;
  mode: string;
  /** Milliseconds the failure may take to show. */
  within?: number;
}

const faults: Fault[] = [
  { name: 'the relay answers 200 but refuses the lead (success "false", as before activation)', mode: 'refuse' },
  { name: 'the relay answers 500', mode: 'status:500' },
  { name: 'the relay answers 400', mode: 'status:400' },
  { name: 'the relay answers 429', mode: 'status:429' },
  { name: 'the relay drops the connection', mode: 'drop' },
  { name: 'the relay answers without CORS headers', mode: 'cors' },
  { name: 'the relay answers after 20 s (the 15 s time-out fires)', mode: `delay:20000`, within: RELAY_TIMEOUT_MS + 5_000 },
];

/** The multipart text the relay should receive for these values. */
const asSent = (values: FormValues) => Object.fromEntries(Object.entries(values).map(([name, value]) => [name, onTheWire(value)]));

/**
 * Waits until no request has been in flight for 500 ms: the form's lazily
 * loaded code (machine, validation, relay client, toasts) is in, as it would
 * be for a visitor who has just spent a minute typing.
 */
async function settleNetwork(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => () => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  await expect.poll(() => inFlight <= 0 && Date.now() - lastChange > 500, { timeout: 10_000 }).toBe(true);
}

/** After a failure: the toast, the values, the button, the console line, and no second request. */
async function expectFailureHandled(
  page: Page,
  form: Locator,
  definition: FormDefinition,
  formCase: FormCase,
  values: FormValues,
  relay: RelayControl,
  expectedRequests: number,
  consoleErrors: string[],
  within?: number,
) {
  await expectToast(page, formCase.failure, within);
  await expectFormValues(form, definition, values);
  const button = submitButton(form, definition);
  await expect(button).toBeEnabled();
  await expect(button).toHaveText(definition.submitLabel);
  // docs/forms.md: every failure is logged to the console.
  expect(consoleErrors.some((line) => line.includes('Form submission failed'))).toBe(true);
  // Nothing is retried behind the visitor's back.
  await page.waitForTimeout(500);
  expect(await relay.requests()).toHaveLength(expectedRequests);
}

/** Once the fault has cleared: the same form sends, toasts success and resets. */
async function expectResubmissionSucceeds(page: Page, form: Locator, definition: FormDefinition, formCase: FormCase, values: FormValues, relay: RelayControl, before: number) {
  await submitButton(form, definition).click();
  await expectToast(page, formCase.success);
  const requests: RecordedSubmission[] = await relay.waitForRequests(before + 1);
  expect(requests).toHaveLength(before + 1);
  expect(requests.at(-1)!.fields).toMatchObject(asSent(values));
  await expectFormReset(form, definition);
  await expect(submitButton(form, definition)).toBeEnabled();
}

for (const formCase of forms) {
  test.describe(`${formCase.id} form on ${formCase.path}`, () => {
    for (const fault of faults) {
      test(`${fault.name}: one request, failure toast, values kept, then a resubmission succeeds`, async ({ page, relay, consoleErrors }) => {
        // The time-out case waits out the real 15 seconds (no fake clock: the fetch itself must be aborted).
        test.setTimeout(45_000);
        await relay.setMode(fault.mode);
        const { form, definition } = await openForm(page, formCase.id, formCase.path);
        const values = formCase.values(relay.email);
        await fillForm(form, definition, values);

        const clickedAt = Date.now();
        await submitButton(form, definition).click();
        if (fault.within) {
          // While the relay is silent the button stays disabled, showing progress.
          await expect(form.getByRole('button', { name: definition.busyLabel })).toBeDisabled();
        }
        await expectFailureHandled(page, form, definition, formCase, values, relay, 1, consoleErrors, fault.within);
        if (fault.within) expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(RELAY_TIMEOUT_MS - 1_000);

        await relay.setMode('ok');
        await expectResubmissionSucceeds(page, form, definition, formCase, values, relay, 1);
      });
    }

    test('the browser is offline at submit time: no request, failure toast, values kept, then a resubmission succeeds', async ({
      page,
      context,
      relay,
      consoleErrors,
    }) => {
      const { form, definition } = await openForm(page, formCase.id, formCase.path);
      const values = formCase.values(relay.email);
      await fillForm(form, definition, values);
      await settleNetwork(page);

      await context.setOffline(true);
      await submitButton(form, definition).click();
      // Offline, the request never leaves the browser: zero requests reach the relay, by design.
      await expectFailureHandled(page, form, definition, formCase, values, relay, 0, consoleErrors);

      await context.setOffline(false);
      await expectResubmissionSucceeds(page, form, definition, formCase, values, relay, 0);
    });

    // A slow relay keeps the first request open while the second action lands.
    const sendTwice: [string, (form: Locator, definition: FormDefinition) => Promise<void>][] = [
      ['a double click on submit', (form, definition) => form.getByRole('button', { name: definition.submitLabel }).dblclick()],
      [
        'Enter pressed twice in a field',
        async (form, definition) => {
          const lastName = fieldControl(form, definition.fields.find((field) => field.name === 'lastName')!);
          await lastName.press('Enter');
          await lastName.press('Enter');
        },
      ],
    ];
    for (const [action, sendIt] of sendTwice) {
      test(`${action} sends one request`, async ({ page, relay }) => {
        await relay.setMode('delay:1500');
        const { form, definition } = await openForm(page, formCase.id, formCase.path);
        await fillForm(form, definition, formCase.values(relay.email));
        await sendIt(form, definition);
        await expect(form.getByRole('button', { name: definition.busyLabel })).toBeDisabled();
        await expectToast(page, formCase.success);
        await page.waitForTimeout(500);
        expect(await relay.requests()).toHaveLength(1);
        await expectFormReset(form, definition);
      });
    }

    test('a double click with a fast relay still sends one request', async ({ page, relay }) => {
      const { form, definition } = await openForm(page, formCase.id, formCase.path);
      await fillForm(form, definition, formCase.values(relay.email));
      await form.getByRole('button', { name: definition.submitLabel }).dblclick();
      await expectToast(page, formCase.success);
      await page.waitForTimeout(500);
      expect(await relay.requests()).toHaveLength(1);
    });
  });
}
