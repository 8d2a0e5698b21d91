/**
 * The link field (src/admin/SiteLinkControl.tsx): a page of the site picked
 * from the pages there are, what follows its address beside it, or another
 * address written out; a path to a page the site does not have is refused
 * as it shows and on save, as the build refuses it.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { describe, expect, it, vi } from 'vitest';
import { SiteLinkControl } from '../../../src/admin/SiteLinkControl';
import { sitePages } from '../../../src/admin/sitePages';
import { coveragePages } from 'virtual:content/coverage';

const field = { get: (key: string) => ({ label: 'Link address', name: 'href' })[key as 'label'] } as unknown as CmsWidgetControlProps['field'];

function renderLink(value: string) {
  const onChange = vi.fn();
  const control = createRef<SiteLinkControl>();
  render(<SiteLinkControl ref={control} field={field} value={value} onChange={onChange} forID="href-field" classNameWrapper="" setActiveStyle={() => {}} setInactiveStyle={() => {}} />);
  return { onChange, control };
}

describe('the link field', () => {
  it('offers every page of the site: the fixed pages, every coverage page at its address, the articles', () => {
    const paths = sitePages.map((page) => page.path);
    expect(paths).toEqual(expect.arrayContaining(['/', '/about', '/contact', ...coveragePages.map((page) => page.path)]));
    expect(paths.some((path) => path.startsWith('/blog/'))).toBe(true);
  });

  it('shows a link to a page as the page picked and what follows its address; picking another page keeps one value for both languages', async () => {
    const { onChange, control } = renderLink('/contact?subject=quote');
    expect(screen.getByRole('combobox', { name: 'Link address: page' })).toHaveValue('/contact');
    expect(screen.getByRole('textbox', { name: 'Link address: after the page’s address (optional)' })).toHaveValue('?subject=quote');
    expect(control.current!.isValid()).toBe(true);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Link address: page' }), '/claims');
    expect(onChange).toHaveBeenLastCalledWith('/claims');
  });

  it('writes any other address out', async () => {
    const { onChange } = renderLink('{paymentLink}');
    expect(screen.getByRole('combobox', { name: 'Link address: page' })).toHaveValue('');
    await userEvent.type(screen.getByRole('textbox', { name: 'Link address: address' }), 'x');
    expect(onChange).toHaveBeenLastCalledWith('{paymentLink}x');
  });

  it('refuses a path to a page the site does not have, saying so under the field', () => {
    const { control } = renderLink('/services/flood-insurance');
    const message = 'Link address: /services/flood-insurance is no page of the site. Pick the page from the list.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(control.current!.isValid()).toEqual({ error: { type: 'CUSTOM', message } });
  });
});
