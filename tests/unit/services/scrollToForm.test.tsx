import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToFormLink } from '../../../src/components/services/ScrollToFormLink';
import { fireEvent, renderAt, screen, waitFor } from '../test-utils';

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

describe('ScrollToFormLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a plain anchor to the section before any handler runs', () => {
    renderWithForm();
    expect(screen.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '#quote');
  });

  it('leaves the scroll to the browser and then focuses the first field a visitor can type in, without a scroll of its own', async () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    renderWithForm();
    // The browser follows the anchor (the scroll, smooth or not, is the stylesheet's): nothing may cancel it.
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Get a Quote' }));
    expect(followed).toBe(true);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus());
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  });

  it('does nothing but let the browser follow the link when the section is not on the page', () => {
    renderAt(<ScrollToFormLink target="missing">Get a Quote</ScrollToFormLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Get a Quote' }))).toBe(true);
    expect(document.body).toHaveFocus();
  });
});
