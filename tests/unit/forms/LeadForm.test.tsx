/**
 * The form view with user-event: typing, messages appearing and clearing,
 * focus on the first invalid field, the disabled button while pending, the
 * toasts, the reset after success, the kept values after a failure or a
 * refusal, native validation handed over to the script, and drafts.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { draftKey } from '../../../src/forms/drafts';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { LeadForm } from '../../../src/forms/LeadForm';
import { DRAFT_SAVE_DELAY_MS } from '../../../src/forms/useDraft';
import { ToastHost } from '../../../src/forms/ToastHost';
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
  return {
    fetch,
    bodies,
    answer: (status: number, body = '{}') => answer(new Response(body, { status })),
  };
}

beforeAll(async () => {
  // The view imports its controller on first use; warm the module cache so timings are the browser's.
  await import('../../../src/forms/controller');
});
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderForm = (ui: React.ReactElement, path = '/contact') =>
  renderAt(
    <>
      <ToastHost />
      {ui}
    </>,
    { path },
  );

async function fillContact(user: ReturnType<typeof renderAt>['user']) {
  await user.type(screen.getByLabelText(/^First name/), 'Maria');
  await user.type(screen.getByLabelText(/^Last name/), 'Lopez');
  await user.type(screen.getByLabelText(/^Email address/), 'maria.lopez@example.com');
  await user.type(screen.getByLabelText(/^Phone number/), '(630) 555-0199');
  await user.selectOptions(screen.getByLabelText(/^Subject/), 'billing');
  await user.type(screen.getByLabelText(/^Message/), 'Can I move my payment date to the 15th?');
  await user.click(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy'));
}

describe('LeadForm', () => {
  it('shows the messages on an empty submit, ties them to their fields and focuses the first one', async () => {
    const { user } = renderForm(<LeadForm form={formDefinitions.contact} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const firstName = screen.getByLabelText(/^First name/);
    await waitFor(() => expect(firstName).toHaveFocus());
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText(/^Phone number/)).toHaveAccessibleDescription('Phone number is required');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Please select a subject');
    expect(screen.getByLabelText(/^Message/)).toHaveAccessibleDescription('Message must be at least 10 characters');
    expect(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy')).toHaveAccessibleDescription(
      'You must agree to the Terms of Service and Privacy Policy',
    );
    expect(screen.getByRole('status')).toHaveTextContent('7 fields need your attention.');
  });

  it('clears a message as the visitor fixes the field, and focuses the first still-invalid field', async () => {
    const { user } = renderForm(<LeadForm form={formDefinitions.contact} />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const firstName = screen.getByLabelText(/^First name/);
    await waitFor(() => expect(firstName).toHaveFocus());

    await user.type(firstName, 'M');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();

    const message = screen.getByLabelText(/^Message/);
    await user.type(message, 'Too short');
    expect(message).toHaveAccessibleDescription('Message must be at least 10 characters');
    await user.type(message, ' no more');
    expect(message).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(screen.getByLabelText(/^Last name/)).toHaveFocus());
  });

  it('disables the button with its progress label while sending, then toasts and resets', async () => {
    const relay = stubRelay();
    // The campaign this tab landed with (kept by the app on landing, src/forms/leadSource.ts).
    sessionStorage.setItem('lead-campaign', 'newsletter / email / november');
    const { user } = renderForm(<LeadForm form={formDefinitions.contact} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(relay.fetch).toHaveBeenCalledTimes(1);
    expect(Object.fromEntries(relay.bodies[0])).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: 'maria.lopez@example.com',
      phone: '(630) 555-0199',
      subject: 'billing',
      message: 'Can I move my payment date to the 15th?',
      policyAgreement: 'true',
      sourcePage: '/contact',
      sourceCampaign: 'newsletter / email / november',
      _form: 'contact',
      _subject: 'Contact Form - billing',
      _captcha: 'false',
      _honey: '',
      _template: 'table',
      _autoresponse:
        'Prairie Point Insurance received your request. An agent will reply within 24 hours, Monday to Friday. For anything urgent, call (800) 555-0142.',
    });
    sessionStorage.clear();

    relay.answer(200);
    const toast = await screen.findByText('Your message has been sent successfully!');
    expect(within(toast.closest('[role="alert"]')!).getByText("We'll get back to you as soon as possible.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
    expect(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy')).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
  });

  it.each([
    ['the relay fails', 500, '{}'],
    ['the relay answers 200 but refuses the lead', 200, '{"success":"false","message":"This form needs Activation."}'],
  ])('keeps every value and shows the failure toast when %s', async (_, status, body) => {
    const relay = stubRelay();
    const { user } = renderForm(<LeadForm form={formDefinitions.contact} />);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('button', { name: 'Sending...' });
    relay.answer(status, body);

    expect(await screen.findByText('There was an error sending your message')).toBeInTheDocument();
    expect(screen.queryByText('Your message has been sent successfully!')).not.toBeInTheDocument();
    expect(screen.getByText('Please try again or call us directly at (800) 555-0142.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria');
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('billing');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Can I move my payment date to the 15th?');
    expect(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy')).toBeChecked();
  });

  it('pre-selects the subject from ?subject= when it is one of the options', async () => {
    renderForm(<LeadForm form={formDefinitions.contact} />, '/contact?subject=quote');
    await waitFor(() => expect(screen.getByLabelText(/^Subject/)).toHaveValue('quote'));
  });

  it('ignores an unknown ?subject=', async () => {
    renderForm(<LeadForm form={formDefinitions.contact} />, '/contact?subject=free-money');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('shows the recreational service type prefilled and read-only', async () => {
    const { user } = renderForm(<LeadForm form={formDefinitions.recreational} serviceType="Snowmobile" />, '/services/recreational/snowmobile');
    const serviceType = screen.getByLabelText(/^Service type/);
    expect(serviceType).toHaveValue('Snowmobile');
    await user.type(serviceType, 'Jet ski');
    expect(serviceType).toHaveValue('Snowmobile');
    expect(screen.getByRole('button', { name: 'Request a Quote' })).toBeInTheDocument();
  });

  it('uses "Submitting..." on the other forms', async () => {
    stubRelay();
    const { user } = renderForm(<LeadForm form={formDefinitions.newsletter} />, '/blog');
    await user.type(screen.getByLabelText(/^Email address/), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it('pretends success without sending when the honeypot is filled', async () => {
    const relay = stubRelay();
    const { user, container } = renderForm(<LeadForm form={formDefinitions.newsletter} />, '/blog');
    container.querySelector<HTMLInputElement>('input[name="_honey"]')!.value = 'http://spam.example';
    await user.type(screen.getByLabelText(/^Email address/), 'bot@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(relay.fetch).not.toHaveBeenCalled();
  });

  it('turns the browser validation off once the script runs (its own messages take over)', () => {
    renderForm(<LeadForm form={formDefinitions.contact} />);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveAttribute('action');
  });

  describe('drafts', () => {
    const saved = (path = '/contact', id = 'contact') => JSON.parse(sessionStorage.getItem(draftKey(id, path)) ?? 'null');
    const settle = () => new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50));

    it('keeps what the visitor types in the tab and puts it back when the form comes back', async () => {
      const first = renderForm(<LeadForm form={formDefinitions.contact} />);
      await fillContact(first.user);
      await settle();
      expect(saved()).toEqual({
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria.lopez@example.com',
        phone: '(630) 555-0199',
        subject: 'billing',
        message: 'Can I move my payment date to the 15th?',
        policyAgreement: true,
      });
      first.unmount();

      renderForm(<LeadForm form={formDefinitions.contact} />);
      await waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Maria'));
      expect(screen.getByLabelText(/^Subject/)).toHaveValue('billing');
      expect(screen.getByLabelText(/^Message/)).toHaveValue('Can I move my payment date to the 15th?');
      expect(screen.getByLabelText('I agree to the Terms of Service and Privacy Policy')).toBeChecked();
    });

    it('saves the last keystrokes at once when the form leaves the page', async () => {
      const first = renderForm(<LeadForm form={formDefinitions.contact} />);
      await first.user.type(screen.getByLabelText(/^First name/), 'Mar');
      first.unmount();
      expect(saved()).toEqual({ firstName: 'Mar' });
    });

    it('never keeps or restores the honeypot', async () => {
      sessionStorage.setItem(draftKey('newsletter', '/blog'), JSON.stringify({ email: 'reader@example.com', _honey: 'http://spam.example' }));
      const { user, container, unmount } = renderForm(<LeadForm form={formDefinitions.newsletter} />, '/blog');
      await waitFor(() => expect(screen.getByLabelText(/^Email address/)).toHaveValue('reader@example.com'));
      const honeypot = container.querySelector<HTMLInputElement>('input[name="_honey"]')!;
      expect(honeypot).toHaveValue('');
      honeypot.value = 'http://spam.example';
      await user.type(screen.getByLabelText(/^Email address/), 'x');
      unmount();
      expect(saved('/blog', 'newsletter')).toEqual({ email: 'reader@example.comx' });
    });

    /** Fills the contact form, sends it and waits for the relay's answer to show. */
    async function sendContact(status: number, toast: string) {
      const relay = stubRelay();
      const { user } = renderForm(<LeadForm form={formDefinitions.contact} />);
      await fillContact(user);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await screen.findByRole('button', { name: 'Sending...' });
      relay.answer(status);
      await screen.findByText(toast);
      await settle();
    }

    it('is cleared by a successful send', async () => {
      await sendContact(200, 'Your message has been sent successfully!');
      expect(saved()).toBeNull();
    });

    it('outlives a failed send', async () => {
      await sendContact(500, 'There was an error sending your message');
      expect(saved()).toMatchObject({ firstName: 'Maria', message: 'Can I move my payment date to the 15th?' });
    });

    it('wins over ?subject= (the visitor chose), which still applies to an untouched form', async () => {
      sessionStorage.setItem(draftKey('contact', '/contact'), JSON.stringify({ subject: 'billing' }));
      const first = renderForm(<LeadForm form={formDefinitions.contact} />, '/contact?subject=quote');
      await waitFor(() => expect(screen.getByLabelText(/^Subject/)).toHaveValue('billing'));
      first.unmount();
      sessionStorage.clear();
      renderForm(<LeadForm form={formDefinitions.contact} />, '/contact?subject=quote');
      await waitFor(() => expect(screen.getByLabelText(/^Subject/)).toHaveValue('quote'));
    });
  });
});
