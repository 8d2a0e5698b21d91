import type { ReactNode } from 'react';

type Tone = 'white' | 'muted' | 'brand';

const tones: Record<Tone, string> = {
  white: 'bg-white',
  muted: 'bg-gray-50',
  brand: 'bg-brand-800 text-white',
};

interface SectionProps {
  /** Visible heading (h2); omit for a section that only holds content. */
  title?: string;
  /** Short line under the heading. */
  lead?: ReactNode;
  id?: string;
  tone?: Tone;
  /** Narrow sections read better for long text. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
  className?: string;
}

/** A page band with an optional centred heading; every page is a stack of these. */
export function Section({ title, lead, id, tone = 'white', width = 'wide', children, className = '' }: SectionProps) {
  const headingId = id && title ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className={`${tones[tone]} py-14 md:py-20 scroll-mt-20 ${className}`}>
      <div className={`mx-auto px-4 ${width === 'narrow' ? 'max-w-3xl' : 'max-w-7xl'}`}>
        {title && (
          <header className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={headingId} className={`text-3xl font-bold tracking-tight md:text-4xl ${tone === 'brand' ? 'text-white' : 'text-brand-900'}`}>
              {title}
            </h2>
            {lead && <p className={`mt-4 text-lg ${tone === 'brand' ? 'text-brand-50' : 'text-gray-600'}`}>{lead}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}
