/**
 * The prerendered HTML already holds every field of every form, and is a
 * real form that posts to the relay's HTML endpoint by itself, validated by
 * the browser, before any script runs.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { agency } from '../../../src/config/agency';
import { relayFormAction } from '../../../src/config/relay';
import { htmlEndpointOf } from '../../../src/config/relayPaths';
import { LeadForm } from '../../../src/forms/LeadForm';
import { formDefinitions, formIds } from '../../../src/formDefinitions/registry';
import { nativeConstraints } from '../../../src/forms/nativeConstraints';
import { expectedConfirmation, expectedSubjectsWithoutScript } from '../../support/formFixtures';
import { recreational } from '../../../src/formDefinitions/recreational';

/** Server-renders, then parses the HTML (as a browser would before any script runs). */
function prerender(ui: React.ReactElement): HTMLFormElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <Router ssrPath="/contact" ssrSearch="subject=policy">
      {ui}
    </Router>,
  );
  return host.querySelector('form')!;
}

describe('LeadForm on the server', () => {
  it.each(formIds)('%s renders every named, labelled input and the submit button', (id) => {
    const form =
      id === 'recreational' ? prerender(<LeadForm form={recreational} serviceType="Boat / PWC" />) : prerender(<LeadForm form={formDefinitions[id]} />);
    const definition = formDefinitions[id];
    expect(form.getAttribute('aria-label')).toBe(definition.name);
    for (const field of definition.fields) {
      const input = form.querySelector<HTMLInputElement>(`[name="${field.name}"]`)!;
      expect(input, field.name).not.toBeNull();
      expect(form.querySelector(`label[for="${input.id}"]`)?.textContent).toContain(
        field.name === 'policyAgreement' ? 'I agree to the Terms of Service and Privacy Policy' : field.label,
      );
    }
    expect(form.querySelector('[name="_honey"]')).not.toBeNull();
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe(definition.submitLabel);
  });

  it.each(formIds)('%s posts to the relay by itself, with the relay fields and the browser validating', (id) => {
    const form =
      id === 'recreational' ? prerender(<LeadForm form={recreational} serviceType="Boat / PWC" />) : prerender(<LeadForm form={formDefinitions[id]} />);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(relayFormAction);
    expect(form.getAttribute('enctype')).toBe('multipart/form-data');
    expect(form.noValidate, 'the browser validates until the script takes over').toBe(false);
    const hidden = (name: string) => form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
    // The relay knows the form by its id (docs/forms.md, "The relay").
    expect(hidden('_form')).toBe(id);
    expect(hidden('_subject')).toBe(expectedSubjectsWithoutScript[id]);
    expect(hidden('_captcha')).toBe('false');
    expect(hidden('_next')).toBe(`${agency.siteOrigin}/thanks`);
    expect(hidden('_template')).toBe('table');
    // Every form here has an e-mail field, so every one confirms to the visitor.
    expect(hidden('_autoresponse')).toBe(expectedConfirmation(id));
    // Where the lead came from: the page, prerendered; the campaign only once the script has read the tab's landing.
    expect(hidden('sourcePage')).toBe('/contact');
    expect(hidden('sourceCampaign')).toBe('');
    expect(form.querySelector<HTMLInputElement>('[name="_honey"]')?.value).toBe('');
    for (const field of formDefinitions[id].fields) {
      const control = form.querySelector<HTMLInputElement>(`[name="${field.name}"]`)!;
      const native = nativeConstraints(field);
      expect(control.required, field.name).toBe(native.required === true);
      expect(control.getAttribute('pattern') ?? undefined, field.name).toBe(native.pattern);
      expect(control.getAttribute('minlength') ?? undefined, field.name).toBe(native.minLength?.toString());
      if (field.type === 'checkbox') expect(control.value, 'a ticked box posts "true"').toBe('true');
    }
  });

  it("derives the HTML endpoint from the ajax endpoint by dropping /ajax (FormSubmit's convention)", () => {
    expect(htmlEndpointOf('https://formsubmit.co/ajax/office@prairiepoint.example')).toBe('https://formsubmit.co/office@prairiepoint.example');
    expect(htmlEndpointOf('/relay/ajax/submit')).toBe('/relay/submit');
    expect(htmlEndpointOf('https://forms.example/ajax')).toBe('https://forms.example');
    expect(htmlEndpointOf('https://crm.example/leads')).toBe('https://crm.example/leads');
    expect(htmlEndpointOf('https://crm.example/ajaxian/leads')).toBe('https://crm.example/ajaxian/leads');
  });

  it('prefills the recreational service type, read-only', () => {
    const input = prerender(<LeadForm form={formDefinitions.recreational} serviceType="Motor Home" />).querySelector<HTMLInputElement>('[name="serviceType"]')!;
    expect(input.value).toBe('Motor Home');
    expect(input.readOnly).toBe(true);
  });

  it('does not apply ?subject= on the server (no hydration difference)', () => {
    const select = prerender(<LeadForm form={formDefinitions.contact} />).querySelector<HTMLSelectElement>('[name="subject"]')!;
    expect(select.value).toBe('');
  });
});
