/**
 * The shared components' own words follow the page's language: on a Spanish
 * page (LocaleContext 'es', wouter's `/es` base) every word they add is
 * Spanish, and internal links lead to Spanish pages; on an English page they
 * read as they always have.
 */
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { FaqSection } from '../../../src/components/coverage/FaqSection';
import { CardGrid } from '../../../src/ui/CardGrid';
import { ContactLinks } from '../../../src/ui/ContactLinks';
import { FormattedDate } from '../../../src/ui/FormattedDate';
import { HoursList } from '../../../src/ui/HoursList';
import { InfoCard } from '../../../src/ui/InfoCard';
import { MapFrame } from '../../../src/ui/MapFrame';
import { Notice } from '../../../src/ui/Notice';
import { Section } from '../../../src/ui/Section';
import { Steps } from '../../../src/ui/Steps';
import { TollFreeNumber } from '../../../src/ui/TollFreeNumber';
import { agency } from '../../../src/config/agency';
import type { FaqSection as FaqData } from '../../../src/content/coverageTypes';
import { screen, within } from '../test-utils';
import userEvent from '@testing-library/user-event';
import { renderIn } from './renderInLocale';


/** Accessible names join a link's separate lines with no space in jsdom (it knows no CSS): match either way. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const card = { title: 'Seguro de auto', description: 'Responsabilidad civil y colisión.', icon: 'car', path: '/services/auto' } as const;

describe('cards', () => {
  it("link with 'Más información', named after the card, to the Spanish page", () => {
    renderIn('es', <CardGrid cards={[card]} />);
    const link = screen.getByRole('link', { name: /^Más información\s*sobre Seguro de auto$/ });
    expect(link).toHaveAttribute('href', '/es/services/auto');
  });

  it("keep 'Learn More' in English, and a card's own label in either language", () => {
    renderIn('en', <CardGrid cards={[{ ...card, title: 'Auto Insurance' }]} />);
    expect(screen.getByRole('link', { name: /^Learn More\s*about Auto Insurance$/ })).toHaveAttribute('href', '/services/auto');
  });

  it("keep a card's own link label", () => {
    renderIn('es', <CardGrid cards={[{ ...card, linkLabel: 'Conozca la cobertura' }]} />);
    expect(screen.getByRole('link', { name: /^Conozca la cobertura\s*sobre Seguro de auto$/ })).toBeInTheDocument();
  });
});

describe("the questions' contact button", () => {
  const section: FaqData = { kind: 'faq', title: 'Preguntas frecuentes', faqs: [{ question: '¿Qué cubre?', answer: 'Mucho.' }], contactButton: true };

  it('reads Spanish and leads to the Spanish contact page', () => {
    renderIn('es', <FaqSection section={section} tone="white" />);
    expect(screen.getByRole('link', { name: 'Contacte a nuestro equipo' })).toHaveAttribute('href', '/es/contact');
  });

  it('reads as before in English', () => {
    renderIn('en', <FaqSection section={section} tone="white" />);
    expect(screen.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute('href', '/contact');
  });
});

describe('contact blocks', () => {
  it('label the call and e-mail links in Spanish', () => {
    renderIn('es', <ContactLinks />);
    expect(screen.getByRole('link', { name: new RegExp(`^Llámenos sin costo\\s*${escape(agency.phone.display)}$`) })).toHaveAttribute('href', agency.phone.href);
    expect(screen.getByRole('link', { name: new RegExp(`^Escriba a nuestra oficina\\s*${escape(agency.email)}$`) })).toHaveAttribute('href', `mailto:${agency.email}`);
  });

  it('label them in English on English pages', () => {
    renderIn('en', <ContactLinks />);
    expect(screen.getByRole('link', { name: new RegExp(`^Call us toll-free\\s*${escape(agency.phone.display)}$`) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(`^E-mail our office\\s*${escape(agency.email)}$`) })).toBeInTheDocument();
  });

  it("give the number's second writing in the page's language", () => {
    const { container, unmount } = renderIn('es', <TollFreeNumber linkClassName="" />);
    expect(container).toHaveTextContent(`${agency.phone.display} también ${agency.phone.alternate}`);
    unmount();
    expect(renderIn('en', <TollFreeNumber linkClassName="" />).container).toHaveTextContent(`${agency.phone.display} also ${agency.phone.alternate}`);
  });

  it("name the office card's rows and the map in Spanish", async () => {
    renderIn('es', <><InfoCard /><MapFrame height={300} /></>);
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra oficina' })).toBeInTheDocument();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Dirección', 'Teléfono', 'Fax', 'Correo electrónico']);
    expect(screen.getByRole('link', { name: /^Abrir en Maps\s*\(se abre en una pestaña nueva\)$/ })).toHaveAttribute('href', agency.map.searchUrl);
    expect(screen.getByText('El mapa lo proporciona Google Maps, que puede instalar cookies.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar el mapa' }));
    expect(screen.getByTitle(`Mapa con la oficina de ${agency.name} en ${agency.address.city}, ${agency.address.stateName}`)).toHaveAttribute('src', agency.map.embedUrl);
  });

  it('name them in English on English pages, and take a title from the page', async () => {
    renderIn('en', <><InfoCard title="Visit Us" headingLevel={3} /><MapFrame height={300} /></>);
    expect(screen.getByRole('heading', { level: 3, name: 'Visit Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Address', 'Phone', 'Fax', 'E-mail']);
    expect(screen.getByRole('link', { name: /^Open in Maps\s*\(opens in a new tab\)$/ })).toHaveAttribute('href', agency.map.searchUrl);
    // The map loads from Google only when asked for.
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    const map = screen.getByTitle(`Map showing the ${agency.name} office in ${agency.address.city}, ${agency.address.stateName}`);
    expect(map).toHaveFocus();
    // The site's Referrer-Policy applies to the frame: Google gets the origin, not the page's address.
    expect(map).not.toHaveAttribute('referrerpolicy');
  });
});

describe('the office hours', () => {
  it('read in Spanish from the same facts', () => {
    renderIn('es', <HoursList />);
    expect(screen.getByRole('heading', { level: 2, name: 'Horario de atención' })).toBeInTheDocument();
    const rows = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Lunes a viernes', '8:00 a. m. - 5:00 p. m.'],
      ['Sábado', 'Cerrado'],
      ['Domingo', 'Cerrado'],
    ]);
    expect(screen.getByText('Todos los horarios están en la hora del Centro (CT).')).toBeInTheDocument();
    const [open, closed] = screen.getAllByRole('definition');
    expect(open).toHaveClass('font-semibold');
    expect(closed).not.toHaveClass('font-semibold');
  });

  it('read as always in English, closed days quieter than open ones', () => {
    renderIn('en', <HoursList />);
    expect(screen.getByRole('heading', { level: 2, name: 'Business Hours' })).toBeInTheDocument();
    const values = screen.getAllByRole('definition');
    expect(values.map((value) => value.textContent)).toEqual(['8:00 AM - 5:00 PM', 'Closed', 'Closed']);
    expect(values[0]).toHaveClass('font-semibold');
    expect(values[1]).not.toHaveClass('font-semibold');
    expect(screen.getByText('All times are Central Time (CT).')).toBeInTheDocument();
  });
});

describe('small words', () => {
  it('date, step numbers and an untitled note in Spanish', () => {
    renderIn('es', (
      <>
        <FormattedDate iso="2025-05-06" />
        <Steps steps={[{ title: 'Llámenos', description: 'Un agente le atiende.' }]} />
        <Notice>Importante.</Notice>
      </>
    ));
    expect(screen.getByText('6 de mayo de 2025')).toHaveAttribute('datetime', '2025-05-06');
    expect(screen.getByRole('heading', { level: 3, name: /^Paso 1:\s*Llámenos$/ })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Nota' })).toBeInTheDocument();
  });

  it('and in English', () => {
    renderIn('en', (
      <>
        <FormattedDate iso="2024-12-31" />
        <Steps steps={[{ title: 'Call us', description: 'An agent answers.' }]} />
        <Notice>Important.</Notice>
      </>
    ));
    expect(screen.getByText('December 31, 2024')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^Step 1:\s*Call us$/ })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Note' })).toBeInTheDocument();
  });

  it("give a Spanish section heading an id without its accents", () => {
    renderIn('es', <Section title="Por qué elegirnos"><p>…</p></Section>);
    expect(screen.getByRole('region', { name: 'Por qué elegirnos' })).toHaveAttribute('aria-labelledby', 'por-que-elegirnos-heading');
  });

  it('say an unexpected error in Spanish', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('boom');
    }
    renderIn('es', <ErrorBoundary><Broken /></ErrorBoundary>);
    expect(screen.getByRole('heading', { level: 1, name: '¡Error inesperado de la aplicación!' })).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('no English left', () => {
  it('in what the shared components add to a Spanish page', () => {
    const { container } = renderIn('es', (
      <>
        <CardGrid cards={[card]} />
        <ContactLinks />
        <InfoCard />
        <HoursList />
        <Steps steps={[{ title: 'Llámenos', description: 'Un agente le atiende.' }]} />
        <FormattedDate iso="2025-05-06" />
      </>
    ));
    const text = container.textContent!;
    for (const english of ['Learn', 'about', 'Call', 'E-mail our', 'also', 'Office', 'Address', 'Phone', 'Business Hours', 'Monday', 'Closed', 'AM', 'PM', 'Central', 'Step', 'May']) {
      expect(text, english).not.toContain(english);
    }
    expect(within(container).getAllByRole('link').every((link) => !link.getAttribute('href')!.startsWith('/') || link.getAttribute('href')!.startsWith('/es/'))).toBe(true);
  });
});
