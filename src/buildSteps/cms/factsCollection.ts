/**
 * The content editor's "Agency facts": one form over src/config/agency.json,
 * one field per fact (the main phone once, its claims extension, the fax,
 * the hours as a list of groups of days; every writing the site shows is
 * derived from them), its fields, rules and hints derived from the file's
 * schema (src/config/agencyFacts.ts); only the labels are written here.
 */
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { AGENCY_JSON_FORMAT } from '../../admin/jsonInFieldOrder.ts';
import { PHONE_WIDGET } from '../../admin/phoneField.ts';
import { agencyFactsSchema, type AgencyFacts } from '../../config/agencyFacts.ts';
import { WEEKDAYS } from '../../config/hoursWritings.ts';
import { fieldsFromSchema, jsonSchemaOf, type LabelsOf } from './schemaFields.ts';

/** Where the facts live, relative to the repository (the Git backend's paths are). */
export const FACTS_PATH = 'src/config/agency.json';

/** In the order the office reads them; TypeScript requires a label for every field of the schema. */
const labels: LabelsOf<AgencyFacts> = {
  name: 'Agency name (as shown on the site)',
  legalName: 'Legal name',
  tagline: 'Tagline (search results and link previews)',
  phone: 'Main phone, in international form (every writing on the site follows it)',
  claimsExtension: 'Claims line: extension of the main phone',
  fax: 'Fax, in international form',
  email: 'Office e-mail (shown on the site, and where the forms are delivered)',
  address: {
    label: 'Office address',
    fields: {
      street: 'Street and suite',
      city: 'City',
      state: 'State code',
      stateName: 'State name',
      postalCode: 'ZIP code',
      country: 'Country code',
    },
  },
  hours: {
    label: 'Office hours',
    fields: {
      timeZone: 'Time zone, as shown after the times',
      open: {
        label: 'Open on',
        singular: 'group of days',
        fields: {
          days: { label: 'Days', options: WEEKDAYS },
          opens: 'Opens at',
          closes: 'Closes at',
        },
      },
    },
  },
  links: {
    label: 'Links',
    fields: {
      payment: 'Online payment',
      signIn: 'Client portal sign-in',
      facebook: 'Facebook page',
      instagram: 'Instagram profile',
    },
  },
  siteOrigin: 'Site address (canonical links and the sitemap)',
  areaServed: 'Area served',
  leadRetentionMonths: 'Months a form submission is kept (the privacy page says so; the lead relay deletes older ones)',
};

/**
 * The phone numbers' fields: the text field that also checks, as the build
 * does, that the number exists (src/admin/phoneField.ts); a pattern states
 * the form only.
 */
const PHONE_FACTS = new Set<string>(['phone', 'fax'] satisfies (keyof AgencyFacts)[]);
const withPhoneFields = (fields: CmsField[]) =>
  // Decap's types know its own widgets only.
  fields.map((field) => (PHONE_FACTS.has(field.name) ? ({ ...field, widget: PHONE_WIDGET } as unknown as CmsField) : field));

export function factsCollection(): CmsCollection {
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
        fields: withPhoneFields(fieldsFromSchema(jsonSchemaOf(agencyFactsSchema), labels)),
      },
    ],
  };
}
