/**
 * The legal pages' layout in both languages: one h1, the date, a table of
 * contents matching the sections, the contact block; a translation opens
 * with the notice that the English text prevails and a link to it.
 */
import { describe, expect, it } from 'vitest';
import { LegalLayout } from '../../../src/ui/LegalLayout';
import { agency } from '../../../src/config/agency';
// Each legal page's content file in each language, as the route table gives it to the page (src/content/pages/privacy.yaml, terms.yaml).
import privacyPolicy from 'virtual:content/page/privacy/en';
import termsOfService from 'virtual:content/page/terms/en';
import privacidad from 'virtual:content/page/privacy/es';
import terminos from 'virtual:content/page/terms/es';
import type { LegalDocument } from '../../../src/content/legal/types';
import type { Locale } from '../../../src/i18n/locale';
import { screen, within } from '../test-utils';
import { renderIn } from './renderInLocale';


const documents: { locale: Locale; path: string; document: LegalDocument; date: string; toc: string; phone: string }[] = [
  { locale: 'en', path: '/privacy', document: privacyPolicy, date: 'May 6, 2025', toc: 'On this page', phone: 'Phone:' },
  { locale: 'en', path: '/terms', document: termsOfService, date: 'May 6, 2025', toc: 'On this page', phone: 'Phone:' },
  { locale: 'es', path: '/privacy', document: privacidad, date: '6 de mayo de 2025', toc: 'En esta página', phone: 'Teléfono:' },
  { locale: 'es', path: '/terms', document: terminos, date: '6 de mayo de 2025', toc: 'En esta página', phone: 'Teléfono:' },
];

describe.each(documents)('$document.title ($locale)', ({ locale, path, document, date, toc, phone }) => {
  it('renders one h1, the date, a table of contents that matches the sections, and the contact block', () => {
    renderIn(locale, <LegalLayout document={document} />, { path });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(date)).toHaveAttribute('datetime', '2025-05-06');
    const contents = screen.getByRole('navigation', { name: toc });
    expect(within(contents).getByRole('heading', { level: 2, name: toc })).toBeInTheDocument();
    const anchors = within(contents)
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
    expect(contact).toHaveTextContent(phone);
  });
});

describe('a translated legal page', () => {
  it('opens with the notice that the English version prevails, linking to the English page', () => {
    renderIn('es', <LegalLayout document={privacidad} />, { path: '/privacy' });
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(/^Esta traducción se ofrece para su comodidad\. Si hay alguna diferencia, prevalece la versión en inglés\. Ver la versión en inglés$/);
    const english = within(notice).getByRole('link', { name: 'Ver la versión en inglés' });
    expect(english).toHaveAttribute('href', '/privacy');
    expect(english).toHaveAttribute('hreflang', 'en');
    // The notice comes before the document: right under the title and date.
    expect(screen.getByText('6 de mayo de 2025').compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(screen.getByRole('navigation', { name: 'En esta página' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leads to the terms in English from the Spanish terms', () => {
    renderIn('es', <LegalLayout document={terminos} />, { path: '/terms' });
    expect(screen.getByRole('link', { name: 'Ver la versión en inglés' })).toHaveAttribute('href', '/terms');
  });

  it('has no notice in English', () => {
    renderIn('en', <LegalLayout document={privacyPolicy} />, { path: '/privacy' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText(/traducción/)).toBeNull();
  });
});

describe('the privacy policy on the leads the relay keeps', () => {
  const months = Number(agency.leadRetentionMonths);
  it.each([
    { locale: 'en' as const, document: privacyPolicy, section: 'How long we keep your information', kept: 'kept in our own records', sees: 'Our office staff see it after signing in', period: `no later than ${months} months after it arrives` },
    { locale: 'es' as const, document: privacidad, section: 'Cuánto tiempo conservamos su información', kept: 'se conserva en nuestros propios registros', sees: 'El personal de nuestra oficina lo ve después de iniciar sesión', period: `a más tardar ${months} meses después de su llegada` },
  ])('says what is kept, who sees it and for how long, the period from the agency\'s facts ($locale)', ({ locale, document, section, kept, sees, period }) => {
    renderIn(locale, <LegalLayout document={document} />, { path: '/privacy' });
    const retention = screen.getByRole('heading', { level: 2, name: section }).closest('section')!;
    expect(retention).toHaveTextContent(kept);
    expect(retention).toHaveTextContent(sees);
    expect(retention).toHaveTextContent(period);
  });
});
