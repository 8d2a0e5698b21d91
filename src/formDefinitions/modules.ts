/**
 * The one list of the site's forms: each form's id, in the order the tests
 * and the inbox walk them, and the module that exports its definition (the
 * same file name in each language's folder: ./<module>.ts, ./es/<module>.ts).
 * A page's content names its forms by id; the module the build makes of the
 * page imports the definition from its module (src/buildSteps/content/moduleCode.ts),
 * so a page's JavaScript holds only its own forms. Each language's registry
 * (./registry.ts, ./es/registry.ts) is read from its modules by this list:
 * a form a module does not export is a type error naming it.
 */
import type { FormDefinition } from './types';

export const formModules = {
  quickQuote: 'quickQuote',
  contact: 'contact',
  claim: 'claim',
  auto: 'auto',
  business: 'business',
  transportation: 'transportation',
  recreational: 'recreational',
  liability: 'commercial',
  workersComp: 'commercial',
  property: 'commercial',
  cyber: 'commercial',
  home: 'home',
  homeowner: 'home',
  renters: 'home',
  newsletter: 'newsletter',
  certificate: 'certificate',
  idCards: 'idCards',
  policyChange: 'policyChange',
} as const;

export type FormId = keyof typeof formModules;
type ModuleName = (typeof formModules)[FormId];

/** One language's definition modules, each by its name, exporting the forms the list says it does. */
export type DefinitionModules = {
  [Name in ModuleName]: { [Id in FormId as (typeof formModules)[Id] extends Name ? Id : never]: FormDefinition<Id> };
};

/** One language's forms by id, in the list's order, each read from its module. */
export type DefinitionsOf<Modules extends DefinitionModules> = { [Id in FormId]: Modules[(typeof formModules)[Id]][Id & keyof Modules[(typeof formModules)[Id]]] };

export function definitionsOf<Modules extends DefinitionModules>(modules: Modules): DefinitionsOf<Modules> {
  const byId = (id: FormId) => (modules[formModules[id]] as Record<FormId, FormDefinition>)[id];
  return Object.fromEntries((Object.keys(formModules) as FormId[]).map((id) => [id, byId(id)])) as DefinitionsOf<Modules>;
}
