/**
 * Every lead form on its page, against the built site and the fake relay:
 * the posted multipart body field by field, the Accept header, the toasts,
 * the reset after success, the kept values after a failure or time-out, one
 * request per double click, and hostile input posted verbatim.
 *
 * Each form is one visitor's way through it on one load, every stage a step:
 * an empty submit, a relay error, a relay that hangs past the time-out, then
 * a double click that sends once. A load and its hydration cost more than
 * most of what a stage does (docs/testing.md, "Where tests go"), and the way
 * through also shows that nothing a failure leaves behind spoils the next
 * send.
 */
import type { Locator, Page } from '@playwright/test';
import { formDefinitions, type FormId } from '../../src/formDefinitions/registry';
import type { FieldDefinition, FormDefinition, FormValues, ToastText } from '../../src/formDefinitions/types';
import { expectedConfirmation, expectedEmptyMessages, expectedFieldNames, expectedSubjects, onTheWire, RELAY_FIELD_NAMES, validValues } from '../support/formFixtures';
import { expectNoAxeViolations } from './support/axe';
import { formPages } from './support/formPages';
import { expect, test, waitForHydration, type RelayControl } from './support/fixtures';
import { expectFormReset, expectFormValues, expectToast, fieldControl, fillForm, notifications, openForm as openFormAt, withReadOnlyValues } from './support/forms';

const openForm = async (page: Page, id: FormId) => (await openFormAt(page, id, formPages[id])).form;

/** Types valid values (this test's e-mail address keys the fake relay), as a visitor would; returns every field's value, read-only ones as the page set them. */
async function fill(form: Locator, definition: FormDefinition, relay: RelayControl, overrides: FormValues = {}): Promise<FormValues> {
  const values: FormValues = { ...validValues(definition), email: relay.email, ...overrides };
  await fillForm(form, definition, values);
  return withReadOnlyValues(form, definition, values);
}

/**
 * A toast with this title and description shows; the visitor points at it
 * (which holds it open: react-toastify pauses on hover), `whileShown` runs,
 * and the visitor closes it, so the next stage's toast is its own.
 */
async function expectToastThenClose(page: Page, text: ToastText, whileShown?: () => Promise<void>) {
  const toast = notifications(page).getByRole('alert').filter({ hasText: text.title });
  await expect(toast.getByText(text.title, { exact: true })).toBeVisible();
  if (text.description) await expect(toast.getByText(text.description, { exact: true })).toBeVisible();
  await toast.hover();
  await whileShown?.();
  await toast.getByRole('button', { name: 'close' }).click();
  await expect(toast).toHaveCount(0);
}

/** What a relay error leaves in the console, by design: the form's own line (docs/forms.md) and the browser's for the 500. */
const expectedFailureLines = /Form submission failed|status of 500/;

/** Forms whose messages and failure toast axe checks too (one of each layout: contact, claim, a coverage page, the newsletter). */
const AXE_FORMS = new Set<FormId>(['contact', 'claim', 'recreational', 'newsletter']);

for (const id of Object.keys(formPages) as FormId[]) {
  const definition = formDefinitions[id];
  const submit = (form: Locator) => form.getByRole('button', { name: definition.submitLabel });

  test(`${id} form on ${formPages[id]}: empty, a relay error, a hang past the time-out, then one exact send on a double click`, async ({ page, relay, consoleErrors }) => {
    // A controllable clock, installed before the page's first script: the 15-second time-out passes without waiting 15 seconds.
    await page.clock.install();
    await relay.setMode('status:500');
    const form = await openForm(page, id);
    let values: FormValues = {};

    await test.step('an empty submit shows the messages, focuses the first invalid field and posts nothing', async () => {
      // The recreational service type is prefilled, so it never shows its message here;
      // an optional field with a rule (the certificate holder's e-mail) is fine empty.
      const messages = expectedEmptyMessages[id];
      const invalid = (field: FieldDefinition) => field.name in messages && !field.readOnly;
      await submit(form).click();
      await expect(fieldControl(form, definition.fields.find(invalid)!)).toBeFocused();
      for (const field of definition.fields) {
        const control = fieldControl(form, field);
        if (invalid(field)) {
          await expect(control).toHaveAttribute('aria-invalid', 'true');
          await expect(control).toHaveAccessibleDescription(messages[field.name]);
        } else await expect(control).not.toHaveAttribute('aria-invalid');
      }
      if (AXE_FORMS.has(id)) await expectNoAxeViolations(page);
      await page.waitForTimeout(300);
      expect(await relay.requests()).toHaveLength(0);
    });

    await test.step('filled in, a 500 from the relay shows the failure toast and keeps every value', async () => {
      values = await fill(form, definition, relay);
      await submit(form).click();
      await expectToastThenClose(page, definition.toasts.failure, AXE_FORMS.has(id) ? () => expectNoAxeViolations(page) : undefined);
      await expectFormValues(form, definition, values);
      await expect(submit(form)).toBeEnabled();
      expect(await relay.requests()).toHaveLength(1);
    });

    await test.step('sent again to a relay that hangs: the button is disabled, then the time-out fails it, keeping the values', async () => {
      await relay.setMode('hang');
      await submit(form).click();
      const busy = form.getByRole('button', { name: definition.busyLabel });
      await expect(busy).toBeDisabled();
      await relay.waitForRequests(2);
      // Real time also flows under the installed clock, so leave a margin below 15 s.
      await page.clock.fastForward(10_000);
      await expect(busy).toBeDisabled();
      await page.clock.fastForward(6_000);
      await expectToastThenClose(page, definition.toasts.failure);
      await expect(submit(form)).toBeEnabled();
      await expectFormValues(form, definition, values);
      expect(await relay.requests()).toHaveLength(2);
    });

    await test.step('a double click posts the exact multipart body once, with Accept: application/json, where it came from and the confirmation; it toasts and resets', async () => {
      // A relay slow enough for the second click to land while the first send is under way.
      await relay.setMode('delay:600');
      await submit(form).dblclick();
      const request = (await relay.waitForRequests(3))[2];
      expect(request.method).toBe('POST');
      expect(request.headers.accept).toBe('application/json');
      expect(String(request.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
      expect(request.fieldNames).toEqual([...expectedFieldNames[id], ...RELAY_FIELD_NAMES]);
      for (const name of expectedFieldNames[id]) expect(request.fields[name], name).toBe(onTheWire(values[name]));
      expect(request.fields._subject).toBe(expectedSubjects[id]);
      expect(request.fields._captcha).toBe('false');
      expect(request.fields._honey).toBe('');
      expect(request.fields._template).toBe('table');
      expect(request.fields._autoresponse).toBe(expectedConfirmation(id));
      // Opened directly, with no campaign in the address: the page, and no campaign.
      expect(request.fields.sourcePage).toBe(formPages[id]);
      expect(request.fields.sourceCampaign).toBe('');

      await expectToast(page, definition.toasts.success);
      // Reset: every editable field is empty again; the recreational service type stays.
      await expectFormReset(form, definition);
      for (const field of definition.fields.filter((f) => f.readOnly)) await expect(fieldControl(form, field)).toHaveValue(String(values[field.name]));
      await expect(submit(form)).toBeEnabled();
      // The second click sent nothing.
      expect(await relay.requests()).toHaveLength(3);
      expect(consoleErrors.filter((line) => !expectedFailureLines.test(line))).toEqual([]);
    });
  });
}

test.describe('hostile input', () => {
  const hostile = {
    firstName: '<script>window.__pwned = true</script>',
    lastName: 'عبد الله O\'Brien-Łukasz',
    message: `${'Ünïcödé 🚚🏍️ שלום עליכם '.repeat(400)}`.slice(0, 10_000),
  };

  test('the contact form posts a 10,000-character message, emoji, RTL text and <script> verbatim', async ({ page, relay, consoleErrors }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const definition = formDefinitions.contact;
    const form = await openForm(page, 'contact');
    expect(hostile.message).toHaveLength(10_000);
    await fill(form, definition, relay, hostile);
    await form.getByRole('button', { name: definition.submitLabel }).click();

    const [request] = await relay.waitForRequests(1);
    expect(request.fields.firstName).toBe(hostile.firstName);
    expect(request.fields.lastName).toBe(hostile.lastName);
    expect(request.fields.message).toBe(hostile.message);
    await expectToast(page, definition.toasts.success);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a failed send keeps hostile input exactly as typed', async ({ page, relay }) => {
    await relay.setMode('status:500');
    const definition = formDefinitions.claim;
    const form = await openForm(page, 'claim');
    const values = await fill(form, definition, relay, { firstName: hostile.firstName, lastName: hostile.lastName, description: hostile.message });
    await form.getByRole('button', { name: definition.submitLabel }).click();
    await expectToast(page, definition.toasts.failure);
    await expectFormValues(form, definition, values);
    expect((await relay.requests())[0].fields.description).toBe(hostile.message);
  });
});

test.describe('form details', () => {
  test('/contact?subject=quote pre-selects the subject without a hydration warning', async ({ page, consoleErrors }) => {
    await page.goto('/contact?subject=quote');
    await waitForHydration(page);
    await expect(page.getByLabel('Subject')).toHaveValue('quote');
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown ?subject= leaves the subject empty', async ({ page }) => {
    await page.goto('/contact?subject=%3Cscript%3E');
    await waitForHydration(page);
    await expect(page.getByLabel('Subject')).toHaveValue('');
  });

  for (const [slug, serviceType] of [
    ['motorcycle-atv', 'Motorcycle / ATV'],
    ['boat-pwc', 'Boat / PWC'],
    ['motor-home', 'Motor Home'],
    ['travel-trailer', 'Travel Trailer'],
    ['snowmobile', 'Snowmobile'],
  ]) {
    test(`the ${slug} page prefills a read-only service type and posts its subject`, async ({ page, relay }) => {
      await page.goto(`/services/recreational/${slug}`);
      await waitForHydration(page);
      const definition = formDefinitions.recreational;
      const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: definition.submitLabel }) });
      const field = form.getByLabel('Service type');
      await expect(field).toHaveValue(serviceType);
      await expect(field).toHaveAttribute('readonly', '');
      await fill(form, definition, relay);
      await form.getByRole('button', { name: definition.submitLabel }).click();
      const [request] = await relay.waitForRequests(1);
      expect(request.fields.serviceType).toBe(serviceType);
      expect(request.fields._subject).toBe(`${serviceType} - Quote Request`);
    });
  }

  test('the transportation failure toast stays 5 seconds', async ({ page, relay }) => {
    await relay.setMode('status:503');
    await page.clock.install();
    const definition = formDefinitions.transportation;
    const form = await openForm(page, 'transportation');
    await fill(form, definition, relay);
    await form.getByRole('button', { name: definition.submitLabel }).click();
    const toast = notifications(page).getByText('Error submitting quote request', { exact: true });
    await expect(toast).toBeVisible();
    await expect(notifications(page).getByText('Please try again or contact us directly.', { exact: true })).toBeVisible();
    // Move the mouse away: react-toastify pauses while hovered.
    await page.mouse.move(0, 700);
    await page.clock.runFor(4_000);
    await expect(toast).toBeVisible();
  });

  test('the Notifications container exists before the first toast and Alt+T moves focus to a toast', async ({ page, relay }) => {
    const definition = formDefinitions.newsletter;
    const form = await openForm(page, 'newsletter');
    await expect(notifications(page)).toBeAttached();
    await fill(form, definition, relay);
    await form.getByRole('button', { name: definition.submitLabel }).click();
    await expect(notifications(page).getByText('Thanks for subscribing!')).toBeVisible();
    await page.keyboard.press('Alt+t');
    await expect(notifications(page).locator(':focus')).toHaveCount(1);
  });

  test('the Notifications container mounts at idle without restyling the page, and a toast is styled', async ({ browser, page, relay }) => {
    // The custom properties that rules matching the root declare: each is inherited by every
    // element, so a sheet that adds one restyles the whole page (src/buildSteps/rewrites/toastStyles.ts).
    const rootCustomProperties = (on: Page) =>
      on.evaluate(() =>
        [...document.styleSheets].flatMap((sheet) =>
          [...sheet.cssRules]
            .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && document.documentElement.matches(rule.selectorText))
            .flatMap((rule) => [...rule.style].filter((property) => property.startsWith('--'))),
        ),
      );
    const definition = formDefinitions.newsletter;
    const form = await openForm(page, 'newsletter');
    await expect(notifications(page)).toBeAttached();
    // The same page before any script: what the site's own stylesheets declare there.
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    const before = await scriptless.newPage();
    await before.goto(page.url());
    expect((await rootCustomProperties(page)).sort()).toEqual((await rootCustomProperties(before)).sort());
    await scriptless.close();
    await fill(form, definition, relay);
    await form.getByRole('button', { name: definition.submitLabel }).click();
    await expect(notifications(page).getByText('Thanks for subscribing!')).toBeVisible();
    // react-toastify's own stylesheet applies: a fixed container, a white card of its minimum height.
    const container = page.locator('.Toastify__toast-container');
    await expect(container).toHaveCSS('position', 'fixed');
    const card = container.locator('.Toastify__toast').filter({ hasText: 'Thanks for subscribing!' });
    await expect(card).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(card).toHaveCSS('min-height', '64px');
  });

  test('no form code (xstate, arktype, ky) loads before a visitor uses a form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contact');
    await waitForHydration(page);
    expect(scripts.filter((path) => path.includes('controller'))).toEqual([]);
    await page.getByLabel('First name').focus();
    await expect.poll(() => scripts.some((path) => path.includes('controller'))).toBe(true);
  });
});
