/**
 * The forms on Spanish pages (docs/forms.md, "Two languages"): the same
 * fields and values to the same relay, `_subject` prefixed '[ES] ', `_next`
 * the Spanish thanks page, the Spanish confirmation; Spanish labels,
 * messages and toasts once scripted.
 */
import type { Page } from '@playwright/test';
import { agency } from '../../src/config/agency';
import { formDefinitions as spanish } from '../../src/formDefinitions/es/registry';
import { formIds, type FormId } from '../../src/formDefinitions/registry';
import type { FormDefinition, FormValues } from '../../src/formDefinitions/types';
import { localizedPath } from '../../src/i18n/locale';
import { expectedFieldNames, expectedSubjects, expectedSubjectsWithoutScript, onTheWire, RELAY_FIELD_NAMES, validValues } from '../support/formFixtures';
import { e2eEnv } from './support/env';
import { formPages } from './support/formPages';
import { expect, test, waitForHydration } from './support/fixtures';
import { fieldControl, fillForm, submitButton } from './support/forms';

const spanishPage = (id: FormId) => localizedPath('es', formPages[id]);

async function spanishForm(page: Page, id: FormId) {
  const definition: FormDefinition = spanish[id];
  await page.goto(spanishPage(id));
  const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: definition.submitLabel, exact: true }) });
  await expect(form).toHaveCount(1);
  return { form, definition };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const id of formIds) {
    test(`the ${id} form on ${spanishPage(id)} posts the English fields with the [ES] subject and lands on /es/thanks`, async ({ page, relay }) => {
      const { form, definition } = await spanishForm(page, id);
      const values: FormValues = { ...validValues(definition), email: relay.email };
      await fillForm(form, definition, values);
      await submitButton(form, definition).click();
      await page.waitForURL(`${e2eEnv.baseURL}/es/thanks`);
      await expect(page.getByRole('heading', { level: 1, name: 'Gracias' })).toBeVisible();
      await expect(page.getByText('¡Gracias! Su solicitud fue enviada; nuestro equipo se comunicará con usted en breve.')).toBeVisible();

      const [submission] = await relay.waitForRequests(1);
      expect([...submission.fieldNames].sort()).toEqual([...expectedFieldNames[id], ...RELAY_FIELD_NAMES, '_next'].sort());
      for (const field of definition.fields) {
        // A read-only field (the recreational service type) shows its Spanish name and posts the page's English value.
        if (field.readOnly) expect(submission.fields[field.name], field.name).toMatch(/^[A-Z][\w /&]+$/);
        else expect(submission.fields[field.name], field.name).toBe(onTheWire(values[field.name]));
      }
      expect(submission.fields).toMatchObject({
        sourcePage: spanishPage(id),
        _subject: `[ES] ${expectedSubjectsWithoutScript[id]}`,
        _next: `${e2eEnv.baseURL}/es/thanks`,
      });
      expect(submission.fields._autoresponse).toMatch(new RegExp(`^${agency.name} recibió su solicitud`));
    });
  }
});

test.describe('with JavaScript', () => {
  test('a Spanish form says what is missing in Spanish, and sends with the [ES] subject and a Spanish toast', async ({ page, relay }) => {
    const definition: FormDefinition = spanish.quickQuote;
    await page.goto('/es');
    await waitForHydration(page);
    const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: definition.submitLabel, exact: true }) });
    await submitButton(form, definition).click();
    await expect(form.getByText('El nombre es obligatorio')).toBeVisible();
    for (const message of ['Correo electrónico no válido', 'Seleccione un tipo de seguro', 'Debe aceptar los Términos del servicio y la Política de privacidad']) {
      await expect(form.getByText(message)).toBeVisible();
    }

    const values = { ...validValues(definition), email: relay.email };
    await fillForm(form, definition, values);
    await submitButton(form, definition).click();
    const toasts = page.getByRole('region', { name: 'Notificaciones' });
    await expect(toasts.getByText('¡Solicitud de cotización enviada!')).toBeVisible();
    const [submission] = await relay.waitForRequests(1);
    expect(submission.fields).toMatchObject({ _subject: `[ES] ${expectedSubjects.quickQuote}`, sourcePage: '/es' });
    for (const field of definition.fields.filter((f) => f.type === 'text')) await expect(fieldControl(form, field)).toHaveValue('');
  });
});
