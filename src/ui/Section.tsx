import type { ReactNode } from 'react';
import type { SectionTone } from '../content/types';
import { SectionHeading } from './SectionHeading';

const tones: Record<SectionTone, string> = {
  white: 'bg-white',
  muted: 'bg-gray-50',
  tint: 'bg-brand-50',
  brand: 'on-dark bg-brand-800 text-white',
};

interface SectionProps {
  /** Visible heading (h2); omit for a section that only holds content. */
  title?: string;
  /** Small label above the heading. */
  eyebrow?: string;
  /** Short line under the heading. */
  lead?: ReactNode;
  id?: string;
  tone?: SectionTone;
  /** Narrow sections read better for long text. */
  width?: 'narrow' | 'wide';
  align?: 'center' | 'left';
  children: ReactNode;
  className?: string;
}

/** A page band with an optional heading; every page is a stack of these. */
export function Section({ title, eyebrow, lead, id, tone = 'white', width = 'wide', align = 'center', children, className = '' }: SectionProps) {
  const headingId = title ? `${id ?? slug(title)}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} py-14 md:py-20 ${className}`}>
      <div className={`mx-auto px-4 sm:px-6 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl'}`}>
        {title && (
          <SectionHeading
            id={headingId}
            title={title}
            eyebrow={eyebrow}
            lead={lead}
            align={align}
            inverted={tone === 'brand'}
            className="mb-10 md:mb-12"
          />
        )}
        {children}
      </div>
    </section>
  );
}

/** A stable id from a heading, so every titled section is a labelled landmark ("Por qué elegirnos" -> por-que-elegirnos). */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
