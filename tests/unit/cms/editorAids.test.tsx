/**
 * The editor's aids to the office (src/admin/registerEditorAids.ts): the
 * icon field drawn as the icons, the *Add* menu's line under each kind and
 * its place in the window, the question before a block is removed, Decap's
 * words in glyphs every font has, and "Order" naming the other pages'
 * numbers.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { describe, expect, it, vi } from 'vitest';
import { blockDescriptions, describeMenu, placeMenu } from '../../../src/admin/addMenu';
import { CONTENT_COLLECTIONS } from '../../../src/admin/contentCollections';
import { IconControl } from '../../../src/admin/IconControl';
import { removalQuestion, withPlainPlus } from '../../../src/admin/registerEditorAids';
import { orderHint } from '../../../src/buildSteps/cms/contentCollections';
import { iconNames } from '../../../src/content/icons';
import type { ObjectNode } from '../../../src/vocabulary/nodes';
import { coverageSectionTypes } from '../../../src/content/model/sections';

const fieldOf = (config: Record<string, unknown>) => ({ get: (key: string, fallback?: unknown) => (key in config ? config[key] : fallback) }) as unknown as CmsWidgetControlProps['field'];

describe('the icon field', () => {
  it('shows every icon the site allows, as a picture named by its Lucide name, and hands Decap the one picked', { timeout: 20_000 }, async () => {
    const onChange = vi.fn();
    render(<IconControl field={fieldOf({ label: 'Icon', required: false })} value="car" onChange={onChange} forID="icon-field" classNameWrapper="" setActiveStyle={() => {}} setInactiveStyle={() => {}} />);
    await userEvent.click(screen.getByText('car: choose an icon'));
    const group = screen.getByRole('group', { name: 'Icon' });
    expect(group.querySelectorAll('input[type="radio"]')).toHaveLength(iconNames.length + 1);
    expect(screen.getByRole('radio', { name: 'car' })).toBeChecked();
    expect(group.querySelector('use[href$="#shield-check"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'house' }));
    expect(onChange).toHaveBeenLastCalledWith('house');
    await userEvent.click(screen.getByRole('radio', { name: 'No icon' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});

describe('the Add menu', () => {
  const descriptions = blockDescriptions(Object.values(CONTENT_COLLECTIONS).flatMap((collection): readonly ObjectNode[] => collection.models));

  it('has the model’s line for every kind of section, written once where the kind is declared', () => {
    for (const type of Object.values(coverageSectionTypes)) expect(descriptions.get(type.label), type.label).toBe(type.description);
    expect(descriptions.get('Labels in a grid')).toMatch(/^Short labels in a grid/);
  });

  it('shows the line under each kind, read as its description while its name stays the kind’s', () => {
    document.body.innerHTML = '<div role="menu"><ul><div role="menuitem"><span>Labels in a grid</span></div><div role="menuitem"><span>Text</span></div></ul></div>';
    describeMenu(document.querySelector('[role="menu"]')!, descriptions);
    const item = screen.getByRole('menuitem', { name: 'Labels in a grid' });
    expect(item).toHaveAccessibleDescription(descriptions.get('Labels in a grid')!);
    expect(screen.getByRole('menuitem', { name: 'Text' })).toHaveAccessibleDescription(descriptions.get('Text')!);
  });

  it('opens above its button when there is no room below, inside the window', () => {
    document.body.innerHTML = '<div><div><span role="button" aria-haspopup="true">Add section</span><div role="menu"><ul><div role="menuitem">Text</div></ul></div></div></div>';
    const button = document.querySelector('[aria-haspopup]')!;
    const list = document.querySelector('ul')!;
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue({ top: 700, bottom: 736, left: 500, right: 640, width: 140, height: 36 } as DOMRect);
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue({ height: 400 } as DOMRect);
    Object.assign(window, { innerWidth: 1000, innerHeight: 768 });
    placeMenu(document.querySelector('[role="menu"]')!);
    expect(list.style.position).toBe('fixed');
    expect(parseFloat(list.style.top)).toBe(700 - 4 - 400);
    expect(parseFloat(list.style.left) + parseFloat(list.style.width)).toBeLessThanOrEqual(1000 - 8);
  });
});

describe('the words around the blocks', () => {
  it('asks before a block goes, naming it as its list shows it', () => {
    expect(removalQuestion('section', 2, 'Buttons')).toBe('Remove section 3 (Buttons) and everything in it?');
  });

  it('writes Decap’s full-width plus as the plain one, which every font has', () => {
    expect(withPlainPlus({ collection: { collectionTop: { newButton: '＋ %{collectionLabel}' } } })).toEqual({ collection: { collectionTop: { newButton: '+ %{collectionLabel}' } } });
  });

  it('says under "Order" what numbers the other pages use, by category', () => {
    expect(orderHint()).toMatch(/^The other pages’ numbers, by category: personal: Personal Insurance \d+, Auto Insurance \d+, .*; commercial: .*; transportation: .*\.$/);
  });
});
