/** The prerendered HTML already holds every field of every form. */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { LeadForm } from '../../../src/forms/LeadForm';
import { formDefinitions, formIds } from '../../../src/forms/definitions/registry';

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
      id === 'recreational' ? prerender(<LeadForm form="recreational" serviceType="Boat / PWC" />) : prerender(<LeadForm form={id} />);
    const definition = formDefinitions[id];
    expect(form.getAttribute('aria-label')).toBe(definition.name);
    for (const field of definition.fields) {
      const input = form.querySelector<HTMLInputElement>(`[name="${field.name}"]`)!;
      expect(input, field.name).not.toBeNull();
      expect(form.querySelector(`label[for="${input.id}"]`)?.textContent).toContain(
        field.type === 'checkbox' ? 'I agree to the Terms of Service and Privacy Policy' : field.label,
      );
    }
    expect(form.querySelector('[name="_honey"]')).not.toBeNull();
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe(definition.submitLabel);
  });

  it('prefills the recreational service type, read-only', () => {
    const input = prerender(<LeadForm form="recreational" serviceType="Motor Home" />).querySelector<HTMLInputElement>('[name="serviceType"]')!;
    expect(input.value).toBe('Motor Home');
    expect(input.readOnly).toBe(true);
  });

  it('does not apply ?subject= on the server (no hydration difference)', () => {
    const select = prerender(<LeadForm form="contact" />).querySelector<HTMLSelectElement>('[name="subject"]')!;
    expect(select.value).toBe('');
  });
});
