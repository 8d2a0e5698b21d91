/** Every form by id: the one list the view, the tests and the pages share. */
import type { FormDefinition } from '../types';
import { auto } from './auto';
import { business } from './business';
import { claim } from './claim';
import { cyber, liability, property, workersComp } from './commercial';
import { contact } from './contact';
import { home, homeowner, renters } from './home';
import { newsletter } from './newsletter';
import { quickQuote } from './quickQuote';
import { recreational } from './recreational';
import { transportation } from './transportation';

export const formDefinitions = {
  quickQuote,
  contact,
  claim,
  auto,
  business,
  transportation,
  recreational,
  liability,
  workersComp,
  property,
  cyber,
  home,
  homeowner,
  renters,
  newsletter,
} as const satisfies Record<string, FormDefinition>;

export type FormId = keyof typeof formDefinitions;

export const formIds: readonly FormId[] = Object.keys(formDefinitions) as FormId[];
