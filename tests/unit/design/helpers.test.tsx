/**
 * The small shared pieces of the design: dates written out in each
 * language, the claims card's hours, photos, icons. One file: each test file
 * runs in a process of its own with its own DOM, which costs more than these
 * tests do.
 */
import spriteUrl from 'virtual:icon-sprite';
import { describe, expect, it } from 'vitest';
import { FormattedDate, formatIsoDate } from '../../../src/ui/FormattedDate';
import { Icon } from '../../../src/ui/Icon';
import { Photo } from '../../../src/ui/Photo';
import { ClaimFormSection } from '../../../src/components/claims/ClaimFormSection';
// The frame's words and the claims page's content as the site loads them (src/content/site.yaml, pages/claims.yaml).
import { words } from 'virtual:content/words/en';
import { words as palabras } from 'virtual:content/words/es';
import claims from 'virtual:content/page/claims/en';
import { render, renderAt, screen, within } from '../test-utils';

describe('formatIsoDate', () => {
  it('writes dates the same way on the server and in the browser', () => {
    expect(formatIsoDate('2025-05-06', words.dates)).toBe('May 6, 2025');
    expect(formatIsoDate('2024-12-31', words.dates)).toBe('December 31, 2024');
  });

  it('writes them in Spanish with the Spanish words', () => {
    expect(formatIsoDate('2025-05-06', palabras.dates)).toBe('6 de mayo de 2025');
    expect(formatIsoDate('2024-01-01', palabras.dates)).toBe('1 de enero de 2024');
    expect(formatIsoDate('2024-12-31', palabras.dates)).toBe('31 de diciembre de 2024');
  });
});

describe('dates by language', () => {
  it('follows the page’s language, keeping the machine-readable date', () => {
    renderAt(<FormattedDate iso="2025-05-06" />);
    expect(screen.getByText('May 6, 2025')).toHaveAttribute('dateTime', '2025-05-06');
    renderAt(<FormattedDate iso="2025-05-06" />, { path: '/es' });
    expect(screen.getByText('6 de mayo de 2025')).toHaveAttribute('dateTime', '2025-05-06');
  });
});

describe('opening hours as text', () => {
  it('reads the config hours as the claims support window', () => {
    // The content file names the label only; the card writes the hours from the agency facts.
    const section = claims.sections.find((block): block is Extract<typeof block, { kind: 'claimForm' }> => block.kind === 'claimForm')!;
    renderAt(<ClaimFormSection section={section} tone="white" />, { path: '/claims' });
    const support = within(screen.getByRole('complementary', { name: 'Claims Support' }));
    const label = support.getAllByRole('term').find((term) => term.textContent === 'Support hours');
    expect(label, 'the "Support hours" term').toBeDefined();
    expect(label!.nextElementSibling).toHaveTextContent(/^Monday-Friday, 8 AM to 5 PM CT$/);
  });
});

describe('<Photo>', () => {
  const src = 'https://images.unsplash.com/photo-1600585154340-be6161a56a0c';

  it('is sized, lazy and offers the widths a layout may need', () => {
    render(<Photo image={{ src, alt: 'A family home' }} width={800} height={450} />);
    const img = screen.getByRole('img', { name: 'A family home' });
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
    const candidates = img.getAttribute('srcset')!.split(', ');
    expect(candidates).toHaveLength(4);
    expect(candidates[0]).toMatch(/[?&]w=400&h=225&q=70 400w$/);
    expect(img.getAttribute('src')).toContain('w=800');
    expect(img).toHaveClass('photo');
  });

  it('loads the first visible photo eagerly', () => {
    render(<Photo image={{ src, alt: '' }} width={1600} height={900} priority />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('Icon', () => {
  it('draws the named symbol of the sprite, hidden from assistive technology', () => {
    const { container } = render(<Icon name="phone" className="h-5 w-5 text-brand-600" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('icon h-5 w-5 text-brand-600');
    expect(svg.querySelector('use')!.getAttribute('href')).toBe(`${spriteUrl}#phone`);
    expect(spriteUrl).toMatch(/^\/assets\/icons-[0-9a-f]{8}\.svg$/);
  });

  it('keeps the default size class alone when the caller gives none', () => {
    const { container } = render(<Icon name="menu" />);
    expect(container.querySelector('svg')!.getAttribute('class')).toBe('icon');
  });
});
