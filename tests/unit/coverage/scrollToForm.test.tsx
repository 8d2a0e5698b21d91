import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToFormLink } from '../../../src/components/coverage/ScrollToFormLink';
import { renderAt, screen } from '../test-utils';

function renderWithForm() {
  return renderAt(
    <>
      <ScrollToFormLink target="quote">Get a Quote</ScrollToFormLink>
      <section id="quote">
        <form aria-label="Quote">
          <div aria-hidden="true">
            <input name="_honey" tabIndex={-1} />
          </div>
          <input name="serviceType" readOnly defaultValue="Boat / PWC" aria-label="Service type" />
          <input name="firstName" aria-label="First name" />
          <input name="lastName" aria-label="Last name" />
        </form>
      </section>
    </>,
  );
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }));

describe('ScrollToFormLink', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    // jsdom has no scrollIntoView; each test installs its own spy.
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('is a plain anchor to the section before any handler runs', () => {
    renderWithForm();
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '#quote');
  });

  it('scrolls smoothly to the section and focuses the first field a visitor can type in', async () => {
    reducedMotion(false);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { user } = renderWithForm();
    await user.click(screen.getByRole('link', { name: 'Get a Quote' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('quote'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });

  it('jumps instantly when the visitor prefers reduced motion', async () => {
    reducedMotion(true);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { user } = renderWithForm();
    await user.click(screen.getByRole('link', { name: 'Get a Quote' }));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });
});
