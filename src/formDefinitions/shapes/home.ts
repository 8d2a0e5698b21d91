/** The home, homeowner and renters quote forms the site wires to the relay (docs/forms.md). */
import type { FieldDefinition, FormDefinition } from '../types';
import type { SelectWords } from './fields';
import * as f from './fields';
import { formBase, type LanguageWords } from './language';

export const propertyTypeValues = ['single-family', 'condo', 'townhouse', 'rental'] as const;
export const homeValueValues = ['under-200k', '200k-400k', '400k-600k', '600k-800k', 'over-800k'] as const;
export const personalPropertyValueValues = ['under-25k', '25k-50k', '50k-75k', '75k-100k', 'over-100k'] as const;

interface AddressWords {
  label: string;
  message: string;
}

export interface HomeWords {
  names: { home: string; homeowner: string; renters: string };
  propertyAddress: AddressWords;
  propertyType: SelectWords<(typeof propertyTypeValues)[number]>;
  homeAddress: AddressWords;
  homeValue: SelectWords<(typeof homeValueValues)[number]>;
  rentalAddress: AddressWords;
  personalPropertyValue: SelectWords<(typeof personalPropertyValueValues)[number]>;
  submitLabel: string;
}

export function homeDefinitions(lang: LanguageWords, words: HomeWords) {
  /** `line`: the coverage as the office's subject line names it, in English whatever the page's language. */
  const homeForm = <Id extends keyof HomeWords['names']>(id: Id, line: string, fields: readonly FieldDefinition[]): FormDefinition<Id> => ({
    ...formBase(lang, id, { name: words.names[id], submitLabel: words.submitLabel }),
    fields: [...f.namesAndEmail(lang), ...fields],
    subject: () => `${line} - Quote Request`,
    toasts: { success: lang.toasts.thankYou, failure: lang.toasts.genericFailure },
  });
  const address = (name: keyof HomeWords & `${string}Address`) => f.address(lang, name, words[name].label, words[name].message);

  return {
    home: homeForm('home', 'Home Insurance', [address('propertyAddress'), f.select(lang, 'propertyType', propertyTypeValues, words.propertyType)]),
    homeowner: homeForm('homeowner', 'Homeowners Insurance', [address('homeAddress'), f.select(lang, 'homeValue', homeValueValues, words.homeValue)]),
    renters: homeForm('renters', 'Renters Insurance', [
      address('rentalAddress'),
      f.select(lang, 'personalPropertyValue', personalPropertyValueValues, words.personalPropertyValue),
    ]),
  };
}
