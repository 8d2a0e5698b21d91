/**
 * The coverage registry as the Spanish pages' copy reads it: the twin of the
 * exports of src/content/services/registry.ts that produce copy. `cardOf`
 * gives a page's card in Spanish (registryCopy.ts) with the registry's path
 * and icon; paths and keys are the registry's own. English pages never load
 * this module, so the Spanish cards cost them nothing.
 */
import { cardOf as englishCardOf, pathOf, type CardKey, type CoverageKey } from '../../services/registry';
import type { ServiceCard } from '../../services/types';
import { coverageCopyEs } from './registryCopy';

export { pathOf, type CardKey, type CoverageKey };

/** The page's card in Spanish, linking to it (only pages that have one: a key without a card is a type error). */
export function cardOf(key: CardKey): ServiceCard {
  const { icon, path } = englishCardOf(key);
  return { ...coverageCopyEs[key].card, icon, path };
}
