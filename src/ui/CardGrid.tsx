import { Link } from 'wouter';
import type { CardData, CardTone } from '../content/types';
import { useWords } from '../content/words';
import { fill } from '../lib/template';
import { Icon } from './Icon';

/** Chip classes per tone; every pair keeps the icon at 4.5:1 or more on its chip. */
export const cardTones: Record<CardTone, string> = {
  blue: 'bg-brand-50 text-brand-700',
  amber: 'bg-accent-50 text-accent-700',
  green: 'bg-emerald-50 text-emerald-700',
  sky: 'bg-sky-50 text-sky-800',
  slate: 'bg-slate-100 text-slate-700',
  rose: 'bg-rose-50 text-rose-700',
  violet: 'bg-violet-50 text-violet-700',
  teal: 'bg-teal-50 text-teal-700',
};

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
  const { ui } = useWords();
  return (
    <article className="surface-card group flex w-full flex-col p-6 transition duration-200 hover:(-translate-y-0.5 border-brand-200 shadow-lg)">
      {card.icon && (
        <span className={`icon-chip mb-5 ${cardTones[card.tone ?? 'blue']}`}>
          <Icon name={card.icon} className="h-6 w-6" />
        </span>
      )}
      <Heading className="text-xl font-semibold text-brand-900">{card.title}</Heading>
      <div className="mt-2 flex-1 text-gray-700">{card.description}</div>
      {card.path && (
        <Link
          href={card.path}
          className="mt-5 inline-flex items-center gap-1 self-start rounded font-semibold text-brand-700 hover:text-brand-900 focus-ring"
        >
          {card.linkLabel ?? ui.learnMore}
          <span className="sr-only">{fill(ui.cardLinkContext, { title: card.title })}</span>
          <Icon name="arrow-right" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </Link>
      )}
    </article>
  );
}
