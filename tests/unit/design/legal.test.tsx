import { describe, expect, it } from 'vitest';
import { LegalLayout } from '../../../src/components/ui/LegalLayout';
import { agency } from '../../../src/config/agency';
import { privacyPolicy } from '../../../src/content/legal/privacy';
import { termsOfService } from '../../../src/content/legal/terms';
import { renderAt, screen, within } from '../test-utils';

describe.each([privacyPolicy, termsOfService])('$title', (document) => {
  it('renders one h1, the date, a table of contents that matches the sections, and the contact block', () => {
    renderAt(<LegalLayout document={document} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('May 6, 2025')).toHaveAttribute('datetime', '2025-05-06');
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const anchors = within(toc)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(anchors).toEqual([...document.sections.map((section) => `#${section.id}`), '#contact']);
    for (const section of document.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    const contact = screen.getByRole('region', { name: document.contactHeading });
    expect(within(contact).getByRole('link', { name: agency.phone.display })).toHaveAttribute('href', agency.phone.href);
    expect(within(contact).getByRole('link', { name: agency.email })).toHaveAttribute('href', `mailto:${agency.email}`);
    expect(contact).toHaveTextContent(`${agency.address.city}, ${agency.address.stateName}`);
  });
});
