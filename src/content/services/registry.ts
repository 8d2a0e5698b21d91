/**
 * The coverage pages, each declared once: its path, the overview it belongs
 * to (breadcrumbs), whether it has a label in the navigation and footer, and
 * whether a card links to it (with its icon). The route table, navigation,
 * footer, cards, sitemap and breadcrumbs all derive from here; no other
 * module spells a coverage page's path.
 *
 * What a page is called is copy, in each language: its name and navigation
 * label (src/content/services/coverageNames.ts and its Spanish twin, in the
 * frame's words), its card (coverageCards.ts, read by `cardOf` in the page
 * copy that shows it) and its meta description (src/content/heads.ts). Their
 * types follow this registry, so a page without its name, label or card in
 * either language is a type error naming it. A page's own copy is
 * src/content/services/pages/<key>.ts and its Spanish twin, loaded with the
 * page (see src/app/routes.ts). Adding a coverage page: docs/architecture.md.
 */
import type { IconName } from '../icons';
import type { ServiceCard } from './types';

export type CoverageGroup = 'personal' | 'commercial';

export interface CoveragePage {
  path: string;
  /** The overview the page sits under (its breadcrumb parent). */
  group: CoverageGroup;
  /** The group's overview page itself. */
  overview?: true;
  /** It has an entry in the navigation dropdown of its group (and the footer's column). */
  nav?: true;
  /** A card links to it from overviews and related-service lists. */
  card?: { icon: IconName };
}

const pages = {
  personalOverview: { path: '/services', group: 'personal', overview: true },
  commercialOverview: { path: '/commercial', group: 'commercial', overview: true },
  auto: { path: '/services/auto', group: 'personal', nav: true, card: { icon: 'car' } },
  home: { path: '/services/home', group: 'personal', nav: true, card: { icon: 'house' } },
  homeowners: { path: '/services/home/homeowners', group: 'personal', card: { icon: 'house-plus' } },
  renters: { path: '/services/home/renters', group: 'personal', card: { icon: 'sofa' } },
  recreational: { path: '/services/recreational', group: 'personal', nav: true, card: { icon: 'caravan' } },
  motorcycleAtv: { path: '/services/recreational/motorcycle-atv', group: 'personal', card: { icon: 'motorbike' } },
  boatPwc: { path: '/services/recreational/boat-pwc', group: 'personal', card: { icon: 'sailboat' } },
  motorHome: { path: '/services/recreational/motor-home', group: 'personal', card: { icon: 'caravan' } },
  travelTrailer: { path: '/services/recreational/travel-trailer', group: 'personal', card: { icon: 'trailer' } },
  snowmobile: { path: '/services/recreational/snowmobile', group: 'personal', card: { icon: 'snowflake' } },
  business: { path: '/services/business', group: 'commercial', nav: true, card: { icon: 'briefcase' } },
  transportation: { path: '/services/transportation', group: 'commercial', nav: true, card: { icon: 'truck' } },
  autoLiability: { path: '/services/transportation/auto-liability', group: 'commercial', card: { icon: 'scale' } },
  physicalDamage: { path: '/services/transportation/physical-damage', group: 'commercial', card: { icon: 'wrench' } },
  motorTruckCargo: { path: '/services/transportation/motor-truck-cargo', group: 'commercial', card: { icon: 'package' } },
  occupationalAccident: { path: '/services/transportation/occupational-accident', group: 'commercial', card: { icon: 'heart-pulse' } },
  liability: { path: '/services/commercial/liability', group: 'commercial', nav: true, card: { icon: 'shield-check' } },
  workersComp: { path: '/services/commercial/workers-comp', group: 'commercial', nav: true, card: { icon: 'hard-hat' } },
  property: { path: '/services/commercial/property', group: 'commercial', nav: true, card: { icon: 'building-2' } },
  cyber: { path: '/services/commercial/cyber', group: 'commercial', nav: true, card: { icon: 'shield-alert' } },
} as const satisfies Record<string, CoveragePage>;

export type CoverageKey = keyof typeof pages;

/** The pages that have a card to link to them with. */
export type CardKey = { [K in CoverageKey]: (typeof pages)[K] extends { card: object } ? K : never }[CoverageKey];

/** The pages that have a navigation label. */
export type NavKey = { [K in CoverageKey]: (typeof pages)[K] extends { nav: true } ? K : never }[CoverageKey];

/** Each page's name in one language, and its navigation label where the registry gives it one. */
export type CoverageNames = { [K in CoverageKey]: { title: string } & (K extends NavKey ? { nav: string } : { nav?: never }) };

/** The words of each card in one language. */
export type CoverageCards = Record<CardKey, { title: string; description: string }>;

export type RegisteredPage<K extends string = string> = CoveragePage & { key: K };

/** What the rest of the site reads, derived from a set of declarations (a test adds one to it). */
export function coverageRegistry<K extends string>(declared: Readonly<Record<K, CoveragePage>>) {
  const list: readonly RegisteredPage<K>[] = (Object.entries(declared) as [K, CoveragePage][]).map(([key, page]) => ({ key, ...page }));
  const byKey = (key: K) => list.find((page) => page.key === key)!;
  return {
    /** Every coverage page with its key, in the order of the route table and the navigation. */
    coveragePages: list,
    /** The page's path. */
    pathOf: (key: K): string => byKey(key).path,
    /** A language's `cardOf`: the page's card in that language's words, linking to it. */
    cardsIn:
      (cards: Readonly<Record<string, { title: string; description: string }>>) =>
      (key: K): ServiceCard => {
        const { card, path } = byKey(key);
        if (!card || !cards[key]) throw new Error(`Coverage page "${key}" has no card`);
        return { ...cards[key], icon: card.icon, path };
      },
    /** A group's overview page (/services, /commercial). */
    overviewOf: (group: CoverageGroup) => list.find((page) => page.overview && page.group === group)!,
    /** The coverage page at a path, if it is one. */
    coverageAt: (path: string) => list.find((page) => page.path === path),
  };
}

const registry = coverageRegistry(pages);

export const { coveragePages, pathOf, overviewOf, coverageAt } = registry;

/** A language's `cardOf` (only pages that have a card: another key is a type error). */
export const cardsIn: (cards: CoverageCards) => (key: CardKey) => ServiceCard = registry.cardsIn;
