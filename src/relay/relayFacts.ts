/**
 * The agency's facts as the relay reads them (docs/relay.md, "The relay as
 * one part"): each written once in src/config/agency.json, with
 * its writings derived (src/config/derivedFacts.ts, which the form
 * definitions the relay reads use too), never through src/config/agency.ts,
 * which adds the site build's settings (SITE_ORIGIN, src/config/buildEnv.ts)
 * that the Worker has none of. Node derives the facts at load; the
 * Worker's bundle has them as a JSON literal, checked and derived when it
 * is bundled (src/buildSteps/relayWorker.ts), as the pages do, so it carries
 * neither libphonenumber-js nor the build's environment.
 */
import { derivedFacts } from '../config/derivedFacts';
import { PHOTO_ORIGIN } from '../config/photoOrigin';

export const relayFacts = {
  /** The sender's name, the office's pages and mail. */
  name: derivedFacts.name,
  /** The office's address, and the sender's by default (./settings.ts). */
  email: derivedFacts.email,
  /**
   * The site's origin as configured: the Worker's, and the Message-IDs' and
   * the office's links' unless the runtime says another (the Node relay is
   * told the origin it serves, SITE_ORIGIN's: ./node/nodeRelay.ts).
   */
  siteOrigin: new URL(derivedFacts.siteOrigin).origin,
  /** Every time the office reads is in it (./words.ts), and the business hours count in it (./businessHours.ts). */
  timeZone: derivedFacts.timeZone,
  /** The open hours, as the facts file lists them. */
  openingHours: derivedFacts.hours.openingHours,
  /** Months a lead is kept, as the privacy page states (./settings.ts, `retentionMonthsOf`). */
  leadRetentionMonths: Number(derivedFacts.leadRetentionMonths),
  /** The agency phone's country code and national length: how the inbox's search reads a visitor's phone (./searchText.ts). */
  phonePlan: derivedFacts.phone.plan,
  /** Where stock photos come from (the editor's page allows them: ./editorGateway/editorPage.ts). */
  photoOrigin: PHOTO_ORIGIN,
} as const;
