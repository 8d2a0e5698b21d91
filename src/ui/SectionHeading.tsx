import type { ReactNode } from 'react';

interface SectionHeadingProps {
  title: string;
  /** Small label above the title. */
  eyebrow?: string;
  lead?: ReactNode;
  id?: string;
  level?: 2 | 3;
  align?: 'center' | 'left';
  /** Light text for dark bands. */
  inverted?: boolean;
  className?: string;
}

/** A section's heading block: optional eyebrow, the heading, an optional lead line. */
export function SectionHeading({ title, eyebrow, lead, id, level = 2, align = 'center', inverted = false, className = '' }: SectionHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <header className={`${align === 'center' ? 'mx-auto text-center' : ''} max-w-3xl ${className}`}>
      {eyebrow && <p className={`eyebrow mb-3 ${inverted ? 'text-accent-300' : ''}`}>{eyebrow}</p>}
      <Heading
        id={id}
        className={`font-bold tracking-tight ${level === 2 ? 'text-3xl md:text-4xl' : 'text-2xl'} ${inverted ? 'text-white' : 'text-brand-900'}`}
      >
        {title}
      </Heading>
      {lead && <p className={`mt-4 text-lg ${inverted ? 'text-brand-100' : 'text-gray-600'}`}>{lead}</p>}
    </header>
  );
}
