import { beforeEach, describe, expect, it } from 'vitest';
import { NavBar } from '../../src/components/layout/NavBar';
import { closeMenu, expandedSection, openDropdown, scrolled, toggleSection, updateScrolled } from '../../src/state/nav';
import { renderAt, screen, within } from './test-utils';

beforeEach(() => {
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
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = document.getElementById('mobile-menu')!;
    expect(panel).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Commercial Insurance' }));
    await user.click(within(panel).getByRole('link', { name: 'Cyber Liability' }));
    expect(panel).not.toBeVisible();
    expect(location.history?.at(-1)).toBe('/services/commercial/cyber');
  });
});
