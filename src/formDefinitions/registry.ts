/**
 * Every English form by id, read from its modules by the one list of forms
 * (./modules.ts): the list the tests walk (each page imports its own form's
 * definition, so a page's JavaScript holds only the forms it shows). The
 * Spanish forms': es/registry.ts.
 */
import type { FormDefinition } from './types';
import * as auto from './auto';
import * as business from './business';
import * as certificate from './certificate';
import * as claim from './claim';
import * as commercial from './commercial';
import * as contact from './contact';
import * as home from './home';
import * as idCards from './idCards';
import { definitionsOf, formModules, type FormId } from './modules';
import * as newsletter from './newsletter';
import * as policyChange from './policyChange';
import * as quickQuote from './quickQuote';
import * as recreational from './recreational';
import type { RecreationalServiceType } from './recreational';
import * as transportation from './transportation';

export type { FormId } from './modules';

export const formDefinitions = definitionsOf({ auto, business, certificate, claim, commercial, contact, home, idCards, newsletter, policyChange, quickQuote, recreational, transportation });

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

export const formIds: readonly FormId[] = Object.keys(formModules) as FormId[];
