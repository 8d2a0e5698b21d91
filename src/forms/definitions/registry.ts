/**
 * Every English form by id: the one list the tests walk (each page imports
 * its own form's definition, so a page's JavaScript holds only the forms it
 * shows). The Spanish forms' list, of the same ids: es/registry.ts.
 */
import type { FormDefinition } from '../types';
import type { RecreationalServiceType } from './recreational';
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
} as const;

export type FormId = keyof typeof formDefinitions;

/** Every form of one language, each under its id: a mismatch or a missing form is a type error naming it. */
export type FormDefinitions = { [Id in FormId]: FormDefinition<Id> };

formDefinitions satisfies FormDefinitions;

/**
 * A form as a page names it: its definition, and for the recreational form
 * the page's own, read-only serviceType. The props <LeadForm> takes and a
 * coverage page's quote section holds.
 */
export type FormRef =
  | { form: FormDefinition<Exclude<FormId, 'recreational'>>; serviceType?: never }
  | { form: FormDefinition<'recreational'>; serviceType: RecreationalServiceType };

export const formIds: readonly FormId[] = Object.keys(formDefinitions) as FormId[];
