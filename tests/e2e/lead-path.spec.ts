/**
 * Nothing lost on the lead path (docs/forms.md, "Nothing lost"), on the
 * built site:
 *   - with JavaScript off, every form posts to the relay's HTML endpoint by
 *     itself, with every payload field and the relay's hidden fields, and the
 *     browser lands on /thanks (through the served Content-Security-Policy);
 *     an empty or too-short form posts nothing;
 *   - with JavaScript, a draft survives a reload and a visit to another page,
 *     is gone after a successful send, and never brings back the honeypot;
 *   - the /thanks page itself.
 * The relay refusing a lead with HTTP 200 is in relay-faults.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { agency } from '../../src/config/agency';
import { formDefinitions, formIds, type FormId } from '../../src/formDefinitions/registry';
import type { FieldDefinition, FormDefinition, FormValues } from '../../src/formDefinitions/types';
import { expectedConfirmation, expectedFieldNames, expectedSubjectsWithoutScript, onTheWire, RELAY_FIELD_NAMES, validValues } from '../support/formFixtures';
import { expectNoAxeViolations } from './support/axe';
import { e2eEnv } from './support/env';
import { formPages } from './support/formPages';
import { expect, test, waitForHydration } from './support/fixtures';
import { expectFormReset, expectFormValues, expectToast, fieldControl, fillForm, openForm, submitButton, withReadOnlyValues } from './support/forms';

/** The form on a page that has not run (or will never run) its script. */
async function formWithoutScript(page: Page, id: FormId): Promise<{ form: Locator; definition: FormDefinition }> {
  const definition: FormDefinition = formDefinitions[id];
  await page.goto(formPages[id]);
  const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: definition.submitLabel, exact: true }) });
  await expect(form).toHaveCount(1);
  return { form, definition };
}

/** Valid values as a visitor types them, keyed to this test's relay address. */
const valuesFor = (definition: FormDefinition, email: string): FormValues => ({ ...validValues(definition), email });

/** A value the field's rule refuses although it is not empty: too short, or only spaces. */
function tooShort(definition: FormDefinition): { field: FieldDefinition; value: string } {
  const short = definition.fields.find((field) => field.rule?.kind === 'minLength' && field.rule.min > 1);
  if (short?.rule?.kind === 'minLength') return { field: short, value: 'x'.repeat(short.rule.min - 1) };
  const text = definition.fields.find((field) => field.rule && ['text', 'tel', 'email'].includes(field.type) && !field.readOnly)!;
  return { field: text, value: '   ' };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // One load a form: what the browser refuses to send first, then the send itself.
  for (const id of formIds) {
    test(`${id} form on ${formPages[id]}: posts nothing when empty or when a field is too short, then every field by itself, landing on /thanks`, async ({
      page,
      relay,
    }) => {
      const { form, definition } = await formWithoutScript(page, id);
      const button = submitButton(form, definition);
      const values = valuesFor(definition, relay.email);

      await test.step('posts nothing when empty or when a field is too short', async () => {
        await button.click();
        expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);

        const { field, value } = tooShort(definition);
        await fillForm(form, definition, { ...values, [field.name]: value });
        await button.click();
        expect(await fieldControl(form, field).evaluate((element: HTMLInputElement) => element.validity.valid), field.name).toBe(false);

        await page.waitForTimeout(500);
        expect(page.url()).toBe(`${e2eEnv.baseURL}${formPages[id]}`);
        expect(await relay.requests()).toHaveLength(0);
      });

      await test.step('filled in right, posts every field to the relay by itself and lands on /thanks', async () => {
        await fillForm(form, definition, values);
        await withReadOnlyValues(form, definition, values);

        await button.click();
        await page.waitForURL(`${e2eEnv.baseURL}/thanks`);
        await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();

        const [submission] = await relay.waitForRequests(1);
        expect(submission.path, "the relay's HTML endpoint, not the ajax one").toBe(`/${agency.email}`);
        expect(submission.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
        expect([...submission.fieldNames].sort()).toEqual([...expectedFieldNames[id], ...RELAY_FIELD_NAMES, '_next'].sort());
        const sent = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, onTheWire(value)]));
        expect(submission.fields).toEqual({
          ...sent,
          // Prerendered, so the page is there without script; the campaign needs the script.
          sourcePage: formPages[id],
          sourceCampaign: '',
          _form: id,
          _subject: expectedSubjectsWithoutScript[id],
          _captcha: 'false',
          _honey: '',
          _template: 'table',
          _autoresponse: expectedConfirmation(id),
          _next: `${e2eEnv.baseURL}/thanks`,
        });
      });
    });
  }
});

test.describe('drafts (with JavaScript)', () => {
  const contactValues = (email: string): FormValues => ({
    firstName: 'Maria',
    lastName: 'Lopez',
    email,
    phone: '(630) 555-0199',
    subject: 'claim',
    message: 'Hail on March 3rd: two dents on the hood and a cracked windshield.',
    policyAgreement: true,
  });
  /** The draft is saved shortly after the last keystroke. */
  const draftSaved = (page: Page, field: string) =>
    expect.poll(() => page.evaluate((name) => Object.values(sessionStorage).some((draft) => draft.includes(name)), field)).toBe(true);

  test('a draft is back after a reload and after visiting another page, and gone after a successful send', async ({ page, relay }) => {
    const { form, definition } = await openForm(page, 'contact', '/contact');
    const values = contactValues(relay.email);
    await fillForm(form, definition, values);
    await draftSaved(page, 'Hail on March 3rd');

    await page.reload();
    await waitForHydration(page);
    await expectFormValues(form, definition, values);

    await page.getByRole('contentinfo').getByRole('link', { name: 'File a Claim' }).click();
    await expect(page).toHaveURL(/\/claims$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await expectFormValues(form, definition, values);

    await submitButton(form, definition).click();
    await expectToast(page, { title: 'Your message has been sent successfully!' });
    await relay.waitForRequests(1);
    await expectFormReset(form, definition);
    await page.reload();
    await waitForHydration(page);
    await expectFormReset(form, definition);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  });

  test('the honeypot is never kept or restored', async ({ page, relay }) => {
    const { form, definition } = await openForm(page, 'newsletter', '/blog');
    await form.locator('input[name="_honey"]').evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await fillForm(form, definition, { email: relay.email });
    await draftSaved(page, relay.email);
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('spam.example');

    await page.reload();
    await waitForHydration(page);
    await expectFormValues(form, definition, { email: relay.email });
    await expect(form.locator('input[name="_honey"]')).toHaveValue('');
  });
});

test.describe('where a lead came from (with JavaScript)', () => {
  const campaign = '?utm_source=google&utm_medium=cpc&utm_campaign=spring-auto';

  test('a visit that lands with a campaign, moves to other pages and sends a form says which page and which campaign', async ({ page, relay }) => {
    await page.goto(`/${campaign}`);
    await waitForHydration(page);
    // On, as a visitor goes: a link in the page (client navigation), then a full load of another page.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Client Service' }).click();
    await expect(page).toHaveURL(/\/service$/);
    await page.goto('/claims');
    await page.goto('/service');
    const { form, definition } = await openForm(page, 'idCards', '/service');
    await fillForm(form, definition, valuesFor(definition, relay.email));
    await submitButton(form, definition).click();

    const [request] = await relay.waitForRequests(1);
    expect(request.fields.sourcePage).toBe('/service');
    expect(request.fields.sourceCampaign).toBe('google / cpc / spring-auto');
    expect(request.fields._subject).toBe('Auto ID Card Request');
    await expectToast(page, definition.toasts.success);
  });

  test('a form on the landing page itself carries the campaign, and a new tab starts without one', async ({ page, context, relay }) => {
    const { form, definition } = await openForm(page, 'contact', `/contact${campaign}&subject=quote`);
    await fillForm(form, definition, valuesFor(definition, relay.email));
    await submitButton(form, definition).click();
    const [request] = await relay.waitForRequests(1);
    expect(request.fields.sourcePage).toBe('/contact');
    expect(request.fields.sourceCampaign).toBe('google / cpc / spring-auto');

    const other = await context.newPage();
    const second = await openForm(other, 'newsletter', '/blog');
    await fillForm(second.form, second.definition, { email: relay.email });
    await submitButton(second.form, second.definition).click();
    const [, next] = await relay.waitForRequests(2);
    expect(next.fields.sourcePage).toBe('/blog');
    expect(next.fields.sourceCampaign).toBe('');
  });
});

test('the privacy policy says a form tells which page and campaign it came from, and that nothing else tracks', async ({ page }) => {
  await page.goto('/privacy');
  const text = page.getByText(/Each form also tells us which page of this website it was sent from/);
  await expect(text).toBeVisible();
  await expect(text).toContainText('utm_source, utm_medium and utm_campaign');
  await expect(text).toContainText('no tracking tool is involved');
});

test('the privacy policy tells visitors where drafts are kept and when they go', async ({ page }) => {
  await page.goto('/privacy');
  const text = page.getByText(/kept in your browser, in the session storage of that one tab/);
  await expect(text).toBeVisible();
  await expect(text).toContainText('deleted as soon as the form is sent');
});

test.describe('the /thanks page', () => {
  test('thanks the visitor, links home and to the blog, and stays out of search engines', async ({ page, request }) => {
    const response = await page.goto('/thanks');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByText('Thank you, your request was sent, our team will get in touch with you shortly!')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Read our insurance articles' })).toHaveAttribute('href', '/blog');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/thanks');
    await expectNoAxeViolations(page);
  });
});
