/**
 * The content editor's "Agency facts": one form over src/config/agency.json,
 * one field per fact (the main phone once, its claims extension, the fax,
 * the hours as a list of groups of days; every writing the site shows is
 * derived from them), its fields, labels, rules and hints derived from the
 * file's model (src/config/agencyFacts.ts) as every content file's are
 * (./contentFields.ts).
 */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { AGENCY_JSON_FORMAT } from '../../admin/jsonInFieldOrder.ts';
import { PHONE_WIDGET } from '../../admin/phoneField.ts';
import { agencyFactsFile, type AgencyFacts } from '../../config/agencyFacts.ts';
import { EDITOR_PLACES } from '../../config/editorPlaces.ts';
import { contentFields, type FieldChoices } from './contentFields.ts';
import { fieldChoices } from './contentCollections.ts';

/** Where the facts live, relative to the repository (the Git backend's paths are). */
export const FACTS_PATH = EDITOR_PLACES.facts.path;

/**
 * The phone numbers' fields: the text field that also checks, as the build
 * does, that the number exists (src/admin/phoneField.ts); a pattern states
 * the form only.
 */
const PHONE_FACTS = new Set<string>(['phone', 'fax'] satisfies (keyof AgencyFacts)[]);
const withPhoneFields = (fields: CmsField[]) =>
  // Decap's types know its own widgets only.
  fields.map((field) => (PHONE_FACTS.has(field.name) ? ({ ...field, widget: PHONE_WIDGET } as unknown as CmsField) : field));

export function factsCollection(choices: FieldChoices = fieldChoices()): CmsCollection {
  return {
    name: 'agency',
    label: 'Agency facts',
    description: 'Name, phones, address, hours and links, everywhere on the site at once: pages, footer, forms and search results.',
    delete: false,
    // Saved in field order, so a change shows as that change alone (src/admin/jsonInFieldOrder.ts).
    format: AGENCY_JSON_FORMAT,
    editor: { preview: false },
    files: [
      {
        name: 'facts',
        label: 'Agency facts',
        file: FACTS_PATH,
        fields: withPhoneFields(contentFields(agencyFactsFile.fields, choices)),
      },
    ],
  };
}
