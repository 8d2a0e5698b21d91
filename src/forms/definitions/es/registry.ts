/**
 * Every Spanish form by id (twin of ../registry.ts, for the tests): the same
 * ids, each a Spanish definition; a form missing here is a type error.
 */
import type { FormDefinitions } from '../registry';
import { auto } from './auto';
import { business } from './business';
import { certificate } from './certificate';
import { claim } from './claim';
import { cyber, liability, property, workersComp } from './commercial';
import { contact } from './contact';
import { home, homeowner, renters } from './home';
import { idCards } from './idCards';
import { newsletter } from './newsletter';
import { policyChange } from './policyChange';
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
  certificate,
  idCards,
  policyChange,
} as const satisfies FormDefinitions;
