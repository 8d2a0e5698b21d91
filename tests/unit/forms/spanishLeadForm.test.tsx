/**
 * A Spanish page's form with user-event (docs/forms.md, "Two languages"):
 * Spanish labels and messages, the Spanish toasts, and a post with the same
 * fields as the English one, '[ES] ' before the subject and the page's own
 * path; before script, `_next` names the Spanish thanks page. A draft follows
 * the visitor across the language switch.
 */
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { agency } from '../../../src/config/agency';
import { formDefinitions as spanish } from '../../../src/formDefinitions/es/registry';
import { thanksPage } from '../../../src/formDefinitions/es/thanks';
import { formDefinitions as english } from '../../../src/formDefinitions/registry';
import { LeadForm } from '../../../src/forms/LeadForm';
import { ToastHost } from '../../../src/forms/ToastHost';
import { LocaleContext, routerOptions } from '../../../src/i18n/locale';
import ThanksPage from '../../../src/pages/ThanksPage';
import { renderAt, screen, waitFor, within } from '../test-utils';

/** A fake relay: every request is recorded; the test decides the answer. */
function stubRelay() {
  const bodies: FormData[] = [];
  let answer: (response: Response) => void = () => {};
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    bodies.push(await request.clone().formData());
    return new Promise<Response>((resolve) => {
      answer = resolve;
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, bodies, answer: (status: number, body = '{}') => answer(new Response(body, { status })) };
}

beforeAll(async () => {
  await import('../../../src/forms/controller');
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** With the toasts, as the app renders a page (renderAt at an /es path gives the /es base and the Spanish locale). */
const spanishPage = (ui: React.ReactElement) => (
  <>
    <ToastHost />
    {ui}
  </>
);

const agreement = 'Acepto los Términos del servicio y la Política de privacidad';

async function fillContact(user: ReturnType<typeof renderAt>['user']) {
  await user.type(screen.getByLabelText(/^Nombre/), 'María');
  await user.type(screen.getByLabelText(/^Apellido/), 'López');
  await user.type(screen.getByLabelText(/^Correo electrónico/), 'maria.lopez@example.com');
  await user.type(screen.getByLabelText(/^Teléfono/), '(630) 555-0199');
  await user.selectOptions(screen.getByLabelText(/^Asunto/), 'billing');
  await user.type(screen.getByLabelText(/^Mensaje/), '¿Puedo cambiar la fecha de pago al día 15?');
  await user.click(screen.getByLabelText(agreement));
}

describe('a Spanish LeadForm', () => {
  it('shows Spanish labels, options and messages, and announces them in Spanish', async () => {
    const { user } = renderAt(spanishPage(<LeadForm form={spanish.contact} />), { path: '/es/contact' });
    expect(screen.getByRole('form', { name: 'Envíenos un mensaje' })).toBeInTheDocument();
    expect(screen.getByText(/Los campos marcados con/)).toHaveTextContent('Los campos marcados con * son obligatorios.');
    expect(screen.getByRole('option', { name: 'Seleccione una opción' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Pregunta sobre facturación' })).toHaveValue('billing');
    expect(screen.getByRole('link', { name: 'Términos del servicio' })).toHaveAttribute('href', '/es/terms');
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/es/privacy');

    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const firstName = screen.getByLabelText(/^Nombre/);
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAccessibleDescription('El nombre es obligatorio');
    expect(screen.getByLabelText(/^Apellido/)).toHaveAccessibleDescription('El apellido es obligatorio');
    expect(screen.getByLabelText(/^Correo electrónico/)).toHaveAccessibleDescription('Correo electrónico no válido');
    expect(screen.getByLabelText(/^Teléfono/)).toHaveAccessibleDescription('El teléfono es obligatorio');
    expect(screen.getByLabelText(/^Asunto/)).toHaveAccessibleDescription('Seleccione un asunto');
    expect(screen.getByLabelText(/^Mensaje/)).toHaveAccessibleDescription('El mensaje debe tener al menos 10 caracteres');
    expect(screen.getByLabelText(agreement)).toHaveAccessibleDescription('Debe aceptar los Términos del servicio y la Política de privacidad');
    expect(screen.getByRole('status')).toHaveTextContent('7 campos requieren su atención.');
  });

  it("posts the English fields with '[ES] ' before the subject and the Spanish page's path, then toasts in Spanish", async () => {
    const relay = stubRelay();
    const { user } = renderAt(spanishPage(<LeadForm form={spanish.contact} />), { path: '/es/contact' });
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(Object.fromEntries(relay.bodies[0]!)).toEqual({
      firstName: 'María',
      lastName: 'López',
      email: 'maria.lopez@example.com',
      phone: '(630) 555-0199',
      subject: 'billing',
      message: '¿Puedo cambiar la fecha de pago al día 15?',
      policyAgreement: 'true',
      sourcePage: '/es/contact',
      sourceCampaign: '',
      _form: 'contact',
      _subject: '[ES] Contact Form - billing',
      _captcha: 'false',
      _honey: '',
      _template: 'table',
      _autoresponse:
        'Prairie Point Insurance recibió su solicitud. Un agente le responderá en un plazo de 24 horas, de lunes a viernes. Si es urgente, llame al (800) 555-0142.',
    });

    relay.answer(200);
    const toast = await screen.findByText('¡Su mensaje fue enviado con éxito!');
    expect(within(toast.closest('[role="alert"]')!).getByText('Nos comunicaremos con usted lo antes posible.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombre/)).toHaveValue('');
  });

  it('shows the Spanish failure toast and keeps every value', async () => {
    const relay = stubRelay();
    const { user } = renderAt(spanishPage(<LeadForm form={spanish.quickQuote} />), { path: '/es' });
    await user.type(screen.getByLabelText(/^Nombre/), 'María');
    await user.type(screen.getByLabelText(/^Apellido/), 'López');
    await user.type(screen.getByLabelText(/^Correo electrónico/), 'maria.lopez@example.com');
    await user.selectOptions(screen.getByLabelText(/^Tipo de seguro/), 'auto');
    await user.click(screen.getByLabelText(agreement));
    await user.click(screen.getByRole('button', { name: 'Obtenga mi cotización gratis' }));
    await screen.findByRole('button', { name: 'Enviando...' });
    expect(relay.bodies[0]!.get('_subject')).toBe('[ES] Quick Quote Request');
    expect(relay.bodies[0]!.get('sourcePage')).toBe('/es');
    relay.answer(500);
    expect(await screen.findByText('Hubo un error al enviar su solicitud. Inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Tipo de seguro/)).toHaveValue('auto');
  });

  it('shows the recreational vehicle in Spanish and posts its English value', () => {
    const { container } = renderAt(spanishPage(<LeadForm form={spanish.recreational} serviceType="Boat / PWC" />), { path: '/es/services/recreational/boat-pwc' });
    const shown = screen.getByLabelText(/^Tipo de servicio/);
    expect(shown).toHaveValue('Embarcación / moto acuática (PWC)');
    expect(shown).toHaveAttribute('readonly');
    expect(container.querySelector<HTMLInputElement>('input[name="serviceType"]')).toHaveValue('Boat / PWC');
  });

  it('keeps one draft across the language switch', async () => {
    const first = renderAt(<LeadForm form={english.contact} />, { path: '/contact' });
    await first.user.type(screen.getByLabelText(/^First name/), 'Mar');
    await first.user.selectOptions(screen.getByLabelText(/^Subject/), 'claim');
    first.unmount();
    renderAt(spanishPage(<LeadForm form={spanish.contact} />), { path: '/es/contact' });
    await waitFor(() => expect(screen.getByLabelText(/^Nombre/)).toHaveValue('Mar'));
    expect(screen.getByLabelText(/^Asunto/)).toHaveValue('claim');
  });
});

describe('a Spanish form before script', () => {
  it('names the Spanish thanks page as `_next`, and carries the [ES] subject and the Spanish path', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <Router ssrPath="/es/contact" {...routerOptions('es')}>
        <LocaleContext.Provider value="es">
          <LeadForm form={spanish.contact} />
        </LocaleContext.Provider>
      </Router>,
    );
    const hidden = (name: string) => host.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)?.value;
    expect(hidden('_next')).toBe(`${agency.siteOrigin}/es/thanks`);
    expect(hidden('_subject')).toBe('[ES] Contact Form');
    expect(hidden('sourcePage')).toBe('/es/contact');
    expect(host.querySelector('label[for$="-honey"]')?.textContent).toBe('Deje este campo vacío');
  });
});

describe('the Spanish thanks page', () => {
  it('thanks in Spanish and links to the Spanish home and blog', () => {
    renderAt(<ThanksPage copy={thanksPage} />, { path: '/es/thanks' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gracias');
    expect(screen.getByText('¡Gracias! Su solicitud fue enviada; nuestro equipo se comunicará con usted en breve.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es');
    expect(screen.getByRole('link', { name: 'Lea nuestros artículos sobre seguros' })).toHaveAttribute('href', '/es/blog');
  });
});
