/**
 * Driving any lead form from its definition, by role and label only: find the
 * form on a page, fill it as a visitor would, read its values back, and find
 * its toasts. Generic over src/formDefinitions, so a new form needs no new helper.
 */
import type { Locator, Page } from '@playwright/test';
import { formDefinitions, type FormId } from '../../../src/formDefinitions/registry';
import type { FieldDefinition, FormDefinition, FormValues, ToastText } from '../../../src/formDefinitions/types';
import { expect, waitForHydration } from './fixtures';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const buttonName = (definition: FormDefinition) =>
  new RegExp(`^(${escapeRegExp(definition.submitLabel)}|${escapeRegExp(definition.busyLabel)})$`);

/** The submit button, whether it reads its label or (while sending) its progress label. */
export const submitButton = (form: Locator, definition: FormDefinition) => form.getByRole('button', { name: buttonName(definition) });

/** Opens `path`, waits for hydration and returns the one form of that kind on the page. */
export async function openForm(page: Page, id: FormId, path: string): Promise<{ form: Locator; definition: FormDefinition }> {
  const definition: FormDefinition = formDefinitions[id];
  await page.goto(path);
  await waitForHydration(page);
  // Found by its button in either state, so the locator still holds while it is sending.
  const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: buttonName(definition) }) });
  await expect(form).toHaveCount(1);
  return { form, definition };
}

/**
 * A field's control: the checkbox by its accessible name, everything else by
 * its whole label, followed by the required mark or the '(optional)' note ('Nombre' is
 * not 'Nombre de la empresa').
 */
export const fieldControl = (form: Locator, field: FieldDefinition) =>
  field.type === 'checkbox'
    ? form.getByRole('checkbox', { name: field.label })
    : form.getByLabel(new RegExp(`^${escapeRegExp(field.label)}\\s*(\\*|\\(.*\\))?$`));

/** Types, picks and ticks `values` into the form (read-only fields are left as the page set them). */
export async function fillForm(form: Locator, definition: FormDefinition, values: FormValues) {
  for (const field of definition.fields) {
    if (field.readOnly || !(field.name in values)) continue;
    const control = fieldControl(form, field);
    const value = values[field.name];
    if (field.type === 'checkbox') await control.setChecked(Boolean(value));
    else if (field.type === 'select') await control.selectOption(String(value));
    else await control.fill(String(value));
  }
}

/** `values` with each read-only field's value as the page set it (the recreational service type). */
export async function withReadOnlyValues(form: Locator, definition: FormDefinition, values: FormValues): Promise<FormValues> {
  for (const field of definition.fields.filter((f) => f.readOnly)) values[field.name] = await fieldControl(form, field).inputValue();
  return values;
}

/** Every field shows exactly `values`. */
export async function expectFormValues(form: Locator, definition: FormDefinition, values: FormValues) {
  for (const field of definition.fields) {
    if (!(field.name in values)) continue;
    const control = fieldControl(form, field);
    if (field.type === 'checkbox') await expect(control, field.name).toBeChecked({ checked: Boolean(values[field.name]) });
    else await expect(control, field.name).toHaveValue(String(values[field.name]));
  }
}

/** Every editable field is back to empty (after a successful send). */
export async function expectFormReset(form: Locator, definition: FormDefinition) {
  for (const field of definition.fields) {
    if (field.readOnly) continue;
    const control = fieldControl(form, field);
    if (field.type === 'checkbox') await expect(control, field.name).not.toBeChecked();
    else await expect(control, field.name).toHaveValue('');
  }
}

/** The toast container (labelled 'Notifications', docs/forms.md). */
export const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Waits for a toast with exactly this title and description. */
export async function expectToast(page: Page, text: ToastText, timeout?: number) {
  const region = notifications(page);
  const title = region.getByText(text.title, { exact: true });
  await expect(title).toBeVisible({ timeout });
  if (text.description) await expect(region.getByText(text.description, { exact: true }).first()).toBeVisible();
  return title;
}
