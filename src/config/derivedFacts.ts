/**
 * The agency's facts with every writing derived (src/config/deriveFacts.ts).
 *
 * Two ways to the same value. Node (the server, the tests, the scripts tsx
 * runs) runs this module as written: it reads the facts file and derives.
 * The Vite build and the development server never run it: the agency-facts
 * plugin (src/buildSteps/plugins/agencyFacts.ts) answers its import with the
 * derived facts as a JSON literal, checked and derived at build time, so the
 * pages' JavaScript holds the strings and not libphonenumber-js (about
 * 150 KB of code and numbering-plan metadata, against a 100 KB budget).
 */
import factsFile from './agency.json' with { type: 'json' };
import type { AgencyFacts } from './agencyFacts';
import { deriveFacts, type DerivedFacts } from './deriveFacts.ts';

/** The facts file is checked against its schema by the build (agencyFacts.ts); here it is read as that type. */
export const derivedFacts: DerivedFacts = deriveFacts(factsFile as AgencyFacts);
