import type { ReactNode } from 'react';
import { Link } from 'wouter';

export interface CardData {
  title: string;
  description: ReactNode;
  /** UnoCSS icon class, e.g. "i-lucide-car". */
  icon?: string;
  /** Makes the card a link; `linkLabel` is its visible call to action. */
  path?: string;
  linkLabel?: string;
}

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** Cards in a responsive grid: one column on phones, up to `columns` on desktop. */
export function CardGrid({ cards, columns = 3, headingLevel = 3 }: { cards: CardData[]; columns?: 2 | 3 | 4; headingLevel?: 2 | 3 }) {
  return (
    <ul className={`grid gap-6 ${columnClasses[columns]}`}>
      {cards.map((card) => (
        <li key={card.title} className="flex">
          <Card card={card} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

export function Card({ card, headingLevel = 3 }: { card: CardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex w-full flex-col rounded-xl border border-gray-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      {card.icon && (
        <span className="mb-4 inline-flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <span aria-hidden="true" className={`${card.icon} h-6 w-6`} />
        </span>
      )}
      <Heading className="text-xl font-semibold text-brand-900">{card.title}</Heading>
      <div className="mt-2 flex-1 text-gray-700">{card.description}</div>
      {card.path && (
        <Link href={card.path} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 focus-ring">
          {card.linkLabel ?? 'Learn More'}
          <span className="sr-only"> about {card.title}</span>
          <span aria-hidden="true" className="i-lucide-arrow-right h-4 w-4" />
        </Link>
      )}
    </article>
  );
}
