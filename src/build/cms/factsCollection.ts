/**
 * The content editor's "Agency facts": one form over src/config/agency.json,
 * its fields, rules and hints derived from the file's schema
 * (src/config/agencyFacts.ts); only the labels are written here.
 */
import type { CmsCollection } from 'decap-cms-core';
import { AGENCY_JSON_FORMAT } from '../../admin/jsonInFieldOrder.ts';
import { agencyFactsSchema, WEEKDAYS, type AgencyFacts } from '../../config/agencyFacts.ts';
import { fieldsFromSchema, jsonSchemaOf, type LabelsOf } from './schemaFields.ts';

/** Where the facts live, relative to the repository (the Git backend's paths are). */
export const FACTS_PATH = 'src/config/agency.json';

/** In the order the office reads them; TypeScript requires a label for every field of the schema. */
const labels: LabelsOf<AgencyFacts> = {
  name: 'Agency name (as shown on the site)',
  legalName: 'Legal name',
  tagline: 'Tagline (search results and link previews)',
  phone: {
    label: 'Main phone',
    fields: {
      display: 'Main phone as shown, e.g. (800) 555-0100',
      alternate: 'Main phone, second writing, e.g. 1-800-555-0100',
      href: 'Main phone link (what a tap dials)',
      e164: 'Main phone, international form (for search engines)',
    },
  },
  claimsPhone: {
    label: 'Claims line',
    fields: {
      display: 'Claims line as shown, e.g. (800) 555-0100 ext. 6',
      extension: 'Claims line extension',
      href: 'Claims line link, with the extension',
    },
  },
  fax: {
    label: 'Fax',
    fields: {
      display: 'Fax as shown',
      e164: 'Fax, international form',
    },
  },
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
      summary: 'Hours in one sentence',
      rows: { label: 'Rows of the hours table', singular: 'row', fields: { label: 'Days, as shown', value: 'Hours, as shown' } },
      timeZone: 'Time zone, as shown',
      openingHours: {
        label: 'Opening hours (for search engines)',
        singular: 'opening period',
        fields: {
          days: { label: 'Open on', options: WEEKDAYS },
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
};

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
        fields: fieldsFromSchema(jsonSchemaOf(agencyFactsSchema), labels),
      },
    ],
  };
}
