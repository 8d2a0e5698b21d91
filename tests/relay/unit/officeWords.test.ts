// @vitest-environment node
/**
 * The office's words and time (docs/relay.md, "The office's words and
 * time"; src/relay/words.ts): times in the agency's zone with CST or CDT
 * either side of the change from daylight time, checkboxes as Yes or No,
 * spam reasons and how a lead was sent in plain words, subjects that tell
 * leads apart, the visitor's confirmation in the visitor's language with the
 * lead's reference, and a released lead's confirmation worded for the delay.
 */
import { describe, expect, it } from 'vitest';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { formDefinitions as spanishForms } from '../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import { agency } from '../../../src/config/agency';
import { parseAgencyFacts } from '../../../src/config/agencyFacts';
import { leadOf } from '../../../src/relay/lead';
import { confirmationMessage, officeMessage } from '../../../src/relay/mail';
import type { Lead } from '../../../src/relay/schema';
import { mailSettingsOf } from '../../../src/relay/settings';
import { CONTENT_RULES } from '../../../src/relay/spam/contentRules';
import { ADDRESS_REASON, SENDER_REASON } from '../../../src/relay/spam/rateLimits';
import { checkboxText, DOOR_WORDS, SPAM_REASON_WORDS, spamReasonText, stampText, timeText } from '../../../src/relay/words';
import { labelledFields } from '../../../src/relay/formOf';
import { validValues } from '../../support/formFixtures';
import { readFileSync } from 'node:fs';

const mail = mailSettingsOf();
const leadFrom = (definition: FormDefinition, extra: Record<string, string> = {}, receivedAt = new Date('2026-11-29T04:51:33.167Z')) => {
  const fields = Object.entries({ ...toPayload(definition, validValues(definition)), ...extra });
  return { spam: 0, spam_reason: null, ...leadOf('0199c3a2-1b2c-7d4e-8f00-123456789abc', { door: 'ajax', fields, receivedAt }) } as Lead;
};

describe("the agency's time zone", () => {
  it('is a fact of the facts file, America/Chicago by default; a zone Intl does not know stops the build naming the file and the field', () => {
    expect(agency.timeZone).toBe('America/Chicago');
    const facts = JSON.parse(readFileSync('src/config/agency.json', 'utf8'));
    expect(() => parseAgencyFacts(JSON.stringify({ ...facts, timeZone: 'America/Chicgo' }), 'src/config/agency.json')).toThrow(
      'src/config/agency.json: timeZone must be a time zone of the IANA database such as America/Chicago (was "America/Chicgo")',
    );
    expect(() => parseAgencyFacts(JSON.stringify({ ...facts, timeZone: 'Europe/Madrid' }), 'src/config/agency.json')).not.toThrow();
  });

  it.each([
    // 2026-11-01: Chicago's clocks go back from 2:00 CDT to 1:00 CST at 07:00 UTC.
    ['2026-11-01T06:30:00Z', 'Nov 1, 2026, 1:30 AM CDT', '1 de noviembre de 2026, 1:30 CDT', '2026-11-01 01:30:00 CDT'],
    ['2026-11-01T08:30:00Z', 'Nov 1, 2026, 2:30 AM CST', '1 de noviembre de 2026, 2:30 CST', '2026-11-01 02:30:00 CST'],
    // The trial's lead: 04:51 UTC on the 29th is the evening of the 28th in Illinois.
    ['2026-11-29T04:51:33.167Z', 'Nov 28, 2026, 10:51 PM CST', '28 de noviembre de 2026, 22:51 CST', '2026-11-28 22:51:33 CST'],
    // 2026-03-08: forward from 2:00 CST to 3:00 CDT at 08:00 UTC.
    ['2026-03-08T07:59:00Z', 'Mar 8, 2026, 1:59 AM CST', '8 de marzo de 2026, 1:59 CST', '2026-03-08 01:59:00 CST'],
    ['2026-03-08T08:00:00Z', 'Mar 8, 2026, 3:00 AM CDT', '8 de marzo de 2026, 3:00 CDT', '2026-03-08 03:00:00 CDT'],
    ['2026-07-04T17:00:00Z', 'Jul 4, 2026, 12:00 PM CDT', '4 de julio de 2026, 12:00 CDT', '2026-07-04 12:00:00 CDT'],
  ])('%s reads %s (English), %s (Spanish), %s (the export)', (iso, english, spanish, stamp) => {
    expect(timeText(iso)).toBe(english);
    expect(timeText(iso, 'es')).toBe(spanish);
    expect(stampText(iso)).toBe(stamp);
  });

  it("is the office e-mail's time, whatever the server's zone", () => {
    const text = officeMessage(leadFrom(formDefinitions.contact), mail).text;
    expect(text.split('\n')).toContain('Received: Nov 28, 2026, 10:51 PM CST');
    expect(text).not.toMatch(/UTC|2026-11-29/);
  });
});

describe('plain words', () => {
  it('a checkbox reads Yes or No (Sí in Spanish), in the e-mail and wherever fields are labelled', () => {
    expect([checkboxText('true'), checkboxText('false'), checkboxText('true', 'es'), checkboxText('maybe')]).toEqual(['Yes', 'No', 'Sí', 'maybe']);
    const fields = labelledFields(Object.entries(toPayload(formDefinitions.certificate, { ...validValues(formDefinitions.certificate), additionalInsured: false })));
    expect(fields.find((field) => field.name === 'additionalInsured')?.value).toBe('No');
    expect(labelledFields(Object.entries(toPayload(formDefinitions.certificate, validValues(formDefinitions.certificate)))).find((field) => field.name === 'additionalInsured')?.value).toBe('Yes');
    const lines = officeMessage(leadFrom(formDefinitions.contact), mail).text.split('\n');
    expect(lines).toContain(`${formDefinitions.contact.fields.find((field) => field.name === 'policyAgreement')!.label}: Yes`);
    expect(lines.some((line) => /: (true|false)$/.test(line))).toBe(false);
  });

  it('every spam reason the relay stores has words of its own, without codes', () => {
    const reasons = ['honeypot', SENDER_REASON, ADDRESS_REASON, ...CONTENT_RULES.map((rule) => rule.reason)];
    for (const reason of reasons) {
      expect(Object.hasOwn(SPAM_REASON_WORDS, reason), reason).toBe(true);
      expect(spamReasonText(reason), reason).not.toMatch(/honeypot|rate:|content:/);
    }
    expect(spamReasonText('rate: sender')).toBe('too many forms sent from this e-mail address in a short time');
    expect(spamReasonText(null)).toBe('no reason recorded');
  });

  it('how a lead was sent, without "script"', () => {
    expect(Object.values(DOOR_WORDS).join(' ')).not.toMatch(/\bscript\b/i);
    expect(officeMessage(leadFrom(formDefinitions.contact), mail).text.split('\n')).toContain('Sent from: The website form');
  });
});

describe("the office's subject tells leads apart: the form's shown name, the choice its subject names, the visitor's name", () => {
  it.each([
    ['contact', formDefinitions.contact, { subject: 'quote' }, 'Send us a message (Request a Quote): Maria Lopez'],
    ['Spanish contact', spanishForms.contact, { subject: 'billing', firstName: 'María', lastName: 'López' }, '[ES] Send us a message (Billing Question): María López'],
    ['policy change', formDefinitions.policyChange, { changeType: 'add-vehicle' }, 'Request a policy change (Add a vehicle): Maria Lopez'],
    ['claim', formDefinitions.claim, {}, 'File a claim request: Maria Lopez'],
    ['certificate without a name: the holder', formDefinitions.certificate, { firstName: '', lastName: '' }, 'Request a certificate of insurance: Midwest Freight Brokers LLC'],
    ['a subject option not on the list', formDefinitions.contact, { subject: 'pay at https://evil.example' }, 'Send us a message: Maria Lopez'],
    ['no name: the e-mail', formDefinitions.contact, { firstName: '', lastName: '' }, 'Send us a message (Policy Question): maria.lopez@example.com'],
    ['a name with a line break, on one line', formDefinitions.contact, { firstName: 'Ann\r\nBcc: x@example.com', lastName: '' }, 'Send us a message (Policy Question): Ann[U+000D][U+000A]Bcc: x@example.com'],
  ])('%s', (_, definition, extra, subject) => {
    const lead = leadFrom(definition as FormDefinition, extra);
    expect(officeMessage(lead, mail).subject).toBe(subject);
    // The lead keeps the subject the office's e-mail has (the inbox's "E-mail subject").
    expect(lead.subject).toBe(subject);
  });

  it('a long name is cut', () => {
    const subject = officeMessage(leadFrom(formDefinitions.claim, { firstName: 'x'.repeat(300) }), mail).subject;
    expect(subject).toBe(`File a claim request: ${'x'.repeat(60)}…`);
  });
});

describe("the visitor's confirmation: the visitor's language, the lead's reference", () => {
  it('in Spanish for a Spanish page: the Spanish subject with "referencia", the reference in the text', () => {
    const lead = leadFrom(spanishForms.contact, { subject: 'billing' });
    const confirmation = confirmationMessage(lead, mail)!;
    expect(confirmation.subject).toBe(`${agency.name}: recibimos su solicitud (referencia ${lead.id})`);
    expect(confirmation.text).toBe(`${spanishForms.contact.confirmation}\n\nSu referencia: ${lead.id}\n`);
  });

  it("in English for the claim: the claim's own subject, never the office's", () => {
    const lead = leadFrom(formDefinitions.claim);
    const confirmation = confirmationMessage(lead, mail)!;
    expect(confirmation.subject).toBe(`${agency.name}: we received your claim request (reference ${lead.id})`);
    expect(confirmation.subject).not.toMatch(/New Claim Submission/);
    expect(confirmation.text.split('\n')).toContain(`Your reference: ${lead.id}`);
  });

  it('a lead released from spam says when it was sent and that it was delayed, in the time of the agency and the language of the visitor', () => {
    const released = { ...leadFrom(spanishForms.contact), spam_reason: 'rate: sender' };
    expect(confirmationMessage(released, mail)!.text.split('\n')[0]).toBe('Usted lo envió el 28 de noviembre de 2026, 22:51 CST. Quedó retenido para una revisión antes de llegarnos: disculpe la demora.');
    const english = { ...leadFrom(formDefinitions.auto), spam_reason: 'honeypot' };
    expect(confirmationMessage(english, mail)!.text.split('\n')[0]).toBe('You sent this on Nov 28, 2026, 10:51 PM CST. It was held for a check before it reached us: we are sorry for the delay.');
    // Never held: no such words.
    expect(confirmationMessage(leadFrom(formDefinitions.auto), mail)!.text).not.toMatch(/You sent this on/);
  });
});
