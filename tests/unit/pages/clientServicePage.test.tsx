/**
 * /service with Testing Library: the portals in a new tab, the claim, and the
 * three request forms, each named by its heading, the policy change saying
 * when a change takes effect.
 */
import { describe, expect, it } from 'vitest';
import { agency } from '../../../src/config/agency';
// The page's content as the route table gives it (src/content/pages/clientService.yaml, read by the content plugin).
import copy from 'virtual:content/page/clientService/en';
import { views } from 'virtual:content/views/clientService';
import spanish from 'virtual:content/page/clientService/es';
import ClientServicePage from '../../../src/pages/ClientServicePage';
import { renderIn } from '../design/renderInLocale';
import { renderAt, screen, within } from '../test-utils';

describe('Client Service page', () => {
  it('offers the two portals in a new tab and the claim form, as links', () => {
    renderAt(<ClientServicePage copy={copy} views={views} />, { path: '/service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Client Service' })).toBeInTheDocument();
    const payment = screen.getByRole('link', { name: /^Make a Payment/ });
    expect(payment).toHaveAttribute('href', agency.links.payment);
    expect(payment).toHaveAttribute('target', '_blank');
    expect(payment).toHaveAttribute('rel', 'noopener noreferrer');
    expect(payment).toHaveAccessibleName(/\(opens in a new tab\)$/);
    expect(screen.getByRole('link', { name: /^Sign In/ })).toHaveAttribute('href', agency.links.signIn);
    const claim = screen.getByRole('link', { name: /^File a Claim/ });
    expect(claim).toHaveAttribute('href', '/claims');
    expect(claim).not.toHaveAttribute('target');
  });

  it('holds the three requests, each a form named by its heading, with links to them at the top', () => {
    renderAt(<ClientServicePage copy={copy} views={views} />, { path: '/service' });
    const forms = screen.getAllByRole('form');
    expect(forms.map((form) => form.getAttribute('aria-labelledby') && document.getElementById(form.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Certificate of Insurance',
      'Auto ID Cards',
      'Policy Change',
    ]);
    const requests = within(screen.getByRole('navigation', { name: 'Requests' }));
    expect(requests.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#certificate', '#id-cards', '#policy-change']);
    for (const id of ['certificate', 'id-cards', 'policy-change']) expect(document.getElementById(id)).toContainElement(forms[['certificate', 'id-cards', 'policy-change'].indexOf(id)]);
  });

  it('says plainly, above the button, that a change takes effect only when the agent confirms it', () => {
    renderAt(<ClientServicePage copy={copy} views={views} />, { path: '/service' });
    const [, , change] = screen.getAllByRole('form');
    const note = within(change).getByText('A change takes effect only when your agent confirms it in writing.');
    const button = within(change).getByRole('button', { name: 'Request the Change' });
    expect(note.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(change).getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' })).toBeInTheDocument();
    const [certificate] = screen.getAllByRole('form');
    expect(within(certificate).getByRole('checkbox', { name: /^Add the certificate holder as additional insured/ })).not.toBeChecked();
  });

  it('in Spanish, names the new tab and the side notes in Spanish too', () => {
    renderIn('es', <ClientServicePage copy={spanish} views={views} />, { path: '/service' });
    expect(screen.getByRole('link', { name: /^Hacer un pago/ })).toHaveAccessibleName(/\(se abre en una pestaña nueva\)$/);
    expect(screen.getAllByRole('heading', { level: 4, name: 'Información útil' })).toHaveLength(3);
    expect(screen.queryByText(/Good to know|opens in a new tab/)).not.toBeInTheDocument();
  });
});
