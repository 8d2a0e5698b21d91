import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { NavBar } from '../../src/components/layout/NavBar';
import { closeMenu, expandedSection, openDropdown, scrolled, toggleSection, updateScrolled } from '../../src/state/nav';
import { act, Profiler } from 'react';
import { render, renderAt, screen, within } from './test-utils';

/**
 * Rendered in the browser, the nav's controls switch to their scripted
 * markup one commit each (useHydrated): until the last one has, every
 * disclosure a button with a state, no native section left, and the menu's
 * panel (which switches after its sections) no longer a popover.
 */
const allScripted = () =>
  vi.waitFor(() => {
    expect(document.querySelector('#mobile-menu details')).toBeNull();
    expect(document.getElementById('mobile-menu')).not.toHaveAttribute('popover');
    expect(document.querySelectorAll('header button:not([aria-expanded])')).toHaveLength(0);
  }, { timeout: 5000 }); // one task per control: on a busy machine, more than waitFor's default second

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  closeMenu();
  openDropdown.value = null;
  scrolled.value = false;
});

describe('nav state', () => {
  it('counts as scrolled only past 10 px', () => {
    updateScrolled(10);
    expect(scrolled.value).toBe(false);
    updateScrolled(11);
    expect(scrolled.value).toBe(true);
  });

  it('expands one accordion section at a time and collapses on a second toggle', () => {
    toggleSection('Personal Insurance');
    toggleSection('Commercial Insurance');
    expect(expandedSection.value).toBe('Commercial Insurance');
    toggleSection('Commercial Insurance');
    expect(expandedSection.value).toBeNull();
  });
});

describe('<NavBar>', () => {
  it('opens a dropdown with the keyboard and closes it with Escape', async () => {
    const { user } = renderAt(<NavBar />, { path: '/about' });
    await allScripted();
    const button = screen.getByRole('button', { name: 'Personal Insurance' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(menu).getByRole('link', { name: 'Recreational' })).toHaveAttribute('href', '/services/recreational');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the mobile panel when a link is chosen', async () => {
    const { user, location } = renderAt(<NavBar />, { path: '/about' });
    await allScripted();
    await user.click(screen.getByRole('button', { name: 'Menu', expanded: false }));
    const panel = document.getElementById('mobile-menu')!;
    expect(panel).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Commercial Insurance' }));
    await user.click(within(panel).getByRole('link', { name: 'Cyber Liability' }));
    expect(panel).not.toBeVisible();
    expect(location.history?.at(-1)).toBe('/services/commercial/cyber');
  });
});

describe('<NavBar> before and after hydration', () => {
  /** The prerendered header, as the browser receives it. */
  const serverHtml = () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Router ssrPath="/about">
        <NavBar />
      </Router>,
    );
    return container;
  };

  it('works without script: CSS-opened dropdowns, a popover menu, exclusive native sections', () => {
    const html = serverHtml();
    const desktopButton = within(html).getByRole('button', { name: 'Personal Insurance' });
    expect(desktopButton).not.toHaveAttribute('aria-expanded');
    expect(desktopButton.nextElementSibling).not.toHaveAttribute('hidden');
    expect(desktopButton.nextElementSibling).toHaveClass('hidden', 'group-hover:block', 'group-focus-within:block');
    expect(within(html).getByRole('button', { name: 'Menu' })).toHaveAttribute('popovertarget', 'mobile-menu');
    const panel = html.querySelector('#mobile-menu')!;
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).not.toHaveAttribute('hidden');
    const sections = [...panel.querySelectorAll('details')];
    expect(sections.map((details) => details.querySelector('summary')?.textContent)).toEqual(['Personal Insurance', 'Commercial Insurance']);
    expect(sections.map((details) => details.getAttribute('name'))).toEqual(['mobile-menu-section', 'mobile-menu-section']);
  });

  it('hydrates without a mismatch, then hands every control to the script, one commit each', async () => {
    const consoleError = vi.spyOn(console, 'error');
    const container = document.body.appendChild(serverHtml());
    // The browser's own location, as in entry-client (a memory location cannot hydrate).
    window.history.replaceState(null, '', '/about');
    /** After each commit: how many of the header's controls are scripted (a button with a state). */
    const scriptedPerCommit: number[] = [];
    render(
      <Profiler id="nav" onRender={() => scriptedPerCommit.push(container.querySelectorAll('button[aria-expanded]').length)}>
        <Router>
          <NavBar />
        </Router>
      </Profiler>,
      { container, hydrate: true },
    );
    await allScripted();
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Menu', expanded: false })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Personal Insurance', expanded: false })).toHaveAttribute('aria-controls');
    const panel = document.getElementById('mobile-menu')!;
    expect(panel).not.toHaveAttribute('popover');
    expect(panel).not.toBeVisible();
    expect(within(panel).getByRole('button', { hidden: true, name: 'Commercial Insurance' })).toHaveAttribute('aria-expanded', 'false');
    // The menu button, two dropdowns and two sections: five controls, never more than one more per commit.
    expect(scriptedPerCommit[0]).toBe(0);
    expect(scriptedPerCommit.at(-1)).toBe(5);
    const steps = scriptedPerCommit.slice(1).map((count, index) => count - scriptedPerCommit[index]!);
    expect(steps.every((step) => step === 0 || step === 1), `scripted per commit: ${scriptedPerCommit.join(', ')}`).toBe(true);
  });
});

describe('<NavBar> measuring its bar (useBarFit)', () => {
  /** A resize observer the test drives: jsdom lays nothing out, so the test says what the bar measures. */
  function observeBy(hand: { notify?: () => void }) {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          hand.notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  }
  const measure = (nav: HTMLElement, { needs, has }: { needs: number; has: number }) => {
    Object.defineProperty(nav, 'scrollWidth', { configurable: true, value: needs });
    Object.defineProperty(nav, 'clientWidth', { configurable: true, value: has });
  };

  it('gives way to the menu button while its items need more room than the window gives, and comes back once they fit', async () => {
    const hand: { notify?: () => void } = {};
    observeBy(hand);
    render(<NavBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await vi.waitFor(() => expect(hand.notify).toBeDefined()); // the measuring loads after the first render
    expect(nav).not.toHaveAttribute('data-crowded');

    measure(nav, { needs: 1400, has: 1280 });
    act(() => hand.notify?.());
    expect(nav).toHaveAttribute('data-crowded'); // src/styles.css then shows the menu button in place of the bar

    measure(nav, { needs: 1300, has: 1360 });
    act(() => hand.notify?.());
    expect(nav, '1360 px is still less than the 1400 the items needed').toHaveAttribute('data-crowded');
    measure(nav, { needs: 1300, has: 1440 });
    act(() => hand.notify?.());
    expect(nav).not.toHaveAttribute('data-crowded');
    vi.unstubAllGlobals();
  });
});
