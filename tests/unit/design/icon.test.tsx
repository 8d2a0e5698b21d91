import { render } from '@testing-library/react';
import spriteUrl from 'virtual:icon-sprite';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../../src/components/ui/Icon';

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
