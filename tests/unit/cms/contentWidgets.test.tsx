/**
 * The content files' other fields: a new coverage page's address (a box
 * while the page is new, the file's name once it exists, checked as that
 * name), and the photo field's check of the whole value, the build's rule
 * (an upload or a photo on the stock-photo host).
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { describe, expect, it, vi } from 'vitest';
import { FileNameControl } from '../../../src/admin/FileNameControl';
import { checkPhotoSource } from '../../../src/admin/photoField';
import { readContent, type ReadContext } from '../../../src/content/model/read';

type Immutable = CmsWidgetControlProps['field'];
const mapOf = (values: Record<string, unknown>) => ({ get: (key: string, fallback?: unknown) => (key in values ? values[key] : fallback) }) as unknown as Immutable;

function renderAddress(entry: Record<string, unknown>, value?: string) {
  const onChange = vi.fn();
  const ref = createRef<FileNameControl>();
  render(
    <FileNameControl
      ref={ref}
      entry={mapOf(entry)}
      field={mapOf({ name: 'slug', label: 'Address' })}
      value={value}
      onChange={onChange}
      forID="address"
      classNameWrapper="box"
      setActiveStyle={() => {}}
      setInactiveStyle={() => {}}
    />,
  );
  return { onChange, control: ref };
}

describe('the address of a coverage page', () => {
  it('is typed while the page is new, and checked as typed', async () => {
    const { onChange, control } = renderAddress({ newRecord: true }, 'umbrell');
    const box = screen.getByRole('textbox');
    expect(box).toHaveAttribute('id', 'address');
    await userEvent.type(box, 'a');
    expect(onChange).toHaveBeenLastCalledWith('umbrella');
    expect(control.current!.getValidateValue()).toBe('umbrell');
  });

  it('is the file’s name once the page exists: shown, not typed, and checked as that name', () => {
    const { control } = renderAddress({ newRecord: false, slug: 'cyber' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('cyber');
    expect(control.current!.getValidateValue()).toBe('cyber');
  });
});

describe('the photo field’s check', () => {
  const field = { label: 'Photo', photoOrigin: 'https://images.unsplash.com' };
  const context: ReadContext = {
    locale: 'en',
    facts: {},
    isSitePath: () => true,
    formIds: [],
    formModule: () => ({ importFrom: '', importName: '' }),
    articleIds: [],
    photoOrigin: field.photoOrigin,
  };

  it('takes what the build takes, and refuses the rest with the build’s rule', () => {
    const values = [
      '/images/uploads/umbrella-family.jpg',
      '/images/uploads/logo.PNG',
      '/images/uploads/a.webp',
      'https://images.unsplash.com/photo-1550751827-4bd374c3f58b',
      '/images/uploads/notes.pdf',
      '/images/other/a.jpg',
      'https://example.com/a.jpg',
      'umbrella.jpg',
    ];
    for (const value of values) {
      const buildAccepts = readContent({ type: 'photo', label: 'Photo' }, { src: value, alt: { en: 'A', es: 'A' } }, context).problems.length === 0;
      expect(checkPhotoSource(value, field) === true, value).toBe(buildAccepts);
    }
    expect(checkPhotoSource('https://example.com/a.jpg', field)).toEqual({
      error: { type: 'CUSTOM', message: 'Photo must be an upload (/images/uploads/<file>.jpg, .jpeg, .png, .webp or .avif) or a photo on https://images.unsplash.com.' },
    });
  });

  it('leaves an empty value to Decap’s own required check', () => {
    expect(checkPhotoSource('', field)).toBe(true);
    expect(checkPhotoSource(undefined, field)).toBe(true);
  });
});
