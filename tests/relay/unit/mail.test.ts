import { describe, expect, it } from 'vitest';
import { formDefinitions as spanishForms } from '../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/formDefinitions/types';
import { formDefinitions } from '../../../src/formDefinitions/registry';
import { deliveriesOf, leadOf } from '../../../src/relay/lead';
import { confirmationMessage, isMailableAddress, officeMessage, replyMessage } from '../../../src/relay/mail';
import type { Lead } from '../../../src/relay/schema';
import { mailSettingsOf } from '../../../src/relay/settings';
import { validValues } from '../../support/formFixtures';

describe('the messages of a lead sent from a Spanish page', () => {
  const definition = spanishForms.contact as FormDefinition;
  const payload = toPayload(definition, validValues(definition));
  const lead = { spam: 0, page: '', campaign: '', visitor_email: '', visitor_name: '', ...leadOf('lead-1', { door: 'ajax', fields: Object.entries(payload), receivedAt: new Date('2026-11-29T10:00:00Z') }) } as Lead;
  const mail = mailSettingsOf();

  it("keeps the office's language mark, and answers the visitor in Spanish: the Spanish form's own subject and text, with the lead's reference", () => {
    expect(payload._subject.startsWith('[ES] ')).toBe(true);
    // The office's subject: the mark, the form's shown name, the subject chosen, the visitor (src/relay/formOf.ts, officeSubjectOf).
    expect(officeMessage(lead, mail).subject).toBe('[ES] Send us a message (Policy Question): Maria Lopez');
    expect(confirmationMessage(lead, mail)).toMatchObject({ to: payload.email, subject: `${definition.confirmationSubject} (referencia lead-1)`, text: `${definition.confirmation}\n\nSu referencia: lead-1\n` });
    expect(definition.confirmationSubject).toMatch(/: recibimos su solicitud$/);
  });
});

describe("the agency's mail says only the agency's words", () => {
  const definition = formDefinitions.contact as FormDefinition;
  const mail = mailSettingsOf();
  const leadWith = (fields: [string, string][]) =>
    ({ spam: 0, ...leadOf('lead-2', { door: 'ajax', fields, receivedAt: new Date('2026-11-29T10:00:00Z') }) }) as Lead;
  const posted = (extra: Record<string, string>) => Object.entries({ ...toPayload(definition, validValues(definition)), ...extra });
  const PHISH = 'ACTION REQUIRED: your policy lapses today - pay at https://pay.evil.example/\r\nBcc: everyone@example.com';

  it('a posted `_subject` reaches neither subject: the office reads the form\'s own, the visitor the confirmation\'s, in English', () => {
    const lead = leadWith(posted({ email: 'victim@example.com', _subject: PHISH }));
    const office = officeMessage(lead, mail);
    const confirmation = confirmationMessage(lead, mail)!;
    expect(office.subject).toBe('Send us a message (Policy Question): Maria Lopez');
    expect(confirmation).toMatchObject({ to: 'victim@example.com', subject: `${definition.confirmationSubject} (reference lead-2)`, text: `${definition.confirmation}\n\nYour reference: lead-2\n` });
    for (const message of [office, confirmation]) expect(JSON.stringify(message)).not.toMatch(/evil|ACTION REQUIRED|Bcc/);
  });

  it("a lead stored before forms posted `_form` is read by its stored `form` column: the office's subject and labels are its form's", () => {
    // As a lead stored before: the fields as sent then (no `_form`), the form it was recognised as in its column.
    const stored = { ...leadWith(posted({})), fields: JSON.stringify(posted({}).filter(([name]) => name !== '_form')), form: 'contact' };
    const office = officeMessage(stored, mail);
    expect(office.subject).toBe('Send us a message (Policy Question): Maria Lopez');
    expect(office.text.split('\n')).toContain(`Phone number: ${validValues(definition).phone as string}`);
    // Stored without a form: the relay's own subject, each field under its name.
    expect(officeMessage({ ...stored, form: null }, mail).subject).toBe('Website form: Maria Lopez');
  });

  it('a subject option not on the form\'s list is left out of the subject', () => {
    expect(officeMessage(leadWith(posted({ subject: 'pay at https://evil.example' })), mail).subject).toBe('Send us a message: Maria Lopez');
  });

  it('a value of several lines stays under its label: no forged "Phone:" or "Lead:" line', () => {
    const office = officeMessage(leadWith(posted({ message: 'Hello\r\nPhone: 555-0000\nLead: 0000-fake' })), mail);
    const lines = office.text.split('\n');
    expect(lines).toContain('Message: Hello');
    expect(lines).toContain('  Phone: 555-0000');
    expect(lines).toContain('  Lead: 0000-fake');
    // The form labels its phone 'Phone number': no line of its own starts 'Phone:'.
    expect(lines.filter((line) => line.startsWith('Phone'))).toEqual([`Phone number: ${validValues(definition).phone as string}`]);
    expect(lines.filter((line) => line.startsWith('Lead: '))).toEqual(['Lead: lead-2']);
  });

  it('a field name with a line break (a lead stored before the caps refused such names) is shown on one line, its breaks as marks', () => {
    const office = officeMessage(leadWith([...posted({}), ['x\r\nPhone: 555-0000\r\nLead', 'forged']]), mail);
    expect(office.text).toContain('x[U+000D][U+000A]Phone: 555-0000[U+000D][U+000A]Lead: forged');
    expect(office.text.split('\n').filter((line) => line.startsWith('Lead: '))).toEqual(['Lead: lead-2']);
  });

  it('direction-changing and invisible characters are shown as marks', () => {
    const office = officeMessage(leadWith(posted({ firstName: 'Ann\u202Egnp.exe', message: 'zero\u200Bwidth\u0007 bell' })), mail);
    expect(office.text).toContain('Ann[U+202E]gnp.exe');
    expect(office.text).toContain('zero[U+200B]width[U+0007] bell');
  });

  it('an address that is not one queues no confirmation, and is never a reply-to', () => {
    for (const email of ['not-an-address', 'a@b', 'two@example.com, three@example.com', 'x@example.com\r\nBcc: y@example.com', 'a b@example.com', `${'x'.repeat(65)}@example.com`]) {
      const fields = posted({ email });
      expect(deliveriesOf(fields, false, false), email).toEqual(['office']);
      expect(officeMessage(leadWith(fields), mail).replyTo, email).toBeUndefined();
    }
    for (const email of ['maria.lopez@example.com', 'o+tag@sub.example.co.uk', 'josé@correo.example']) expect(isMailableAddress(email), email).toBe(true);
    expect(deliveriesOf(posted({ email: 'maria.lopez@example.com' }), false, false)).toEqual(['office', 'confirmation']);
  });
});

describe("the office's reply (src/relay/inbox/leadReplies.ts refuses a subject of two lines; the message marks one all the same)", () => {
  const definition = formDefinitions.contact as FormDefinition;
  const mail = mailSettingsOf();
  const leadWith = (email: string) =>
    ({ spam: 0, ...leadOf('lead-3', { door: 'ajax', fields: Object.entries({ ...toPayload(definition, validValues(definition)), email }), receivedAt: new Date('2026-11-29T10:00:00Z') }) }) as Lead;

  it("goes from the confirmation's sender to the visitor, Reply-To the office, numbered in its Message-ID", () => {
    const lead = leadWith('maria.lopez@example.com');
    const reply = replyMessage(lead, { number: 2, subject: 'Re: your renewal', text: 'Hello Maria,\n\nSee you Monday.' }, mail);
    expect(reply).toEqual({
      from: confirmationMessage(lead, mail)!.from,
      to: 'maria.lopez@example.com',
      replyTo: mail.office,
      subject: 'Re: your renewal',
      text: 'Hello Maria,\n\nSee you Monday.\n',
      messageId: `<lead-lead-3.reply-2@${mail.messageIdDomain}>`,
    });
  });

  it('a stored subject with a line break stays one line (the break as a mark), and no address that is not one is written to', () => {
    const reply = replyMessage(leadWith('maria.lopez@example.com'), { number: 1, subject: 'Re: hi\r\nBcc: everyone@example.com', text: 'x' }, mail);
    expect(reply.subject).toBe('Re: hi[U+000D][U+000A]Bcc: everyone@example.com');
    expect(() => replyMessage(leadWith('x@example.com\r\nBcc: y@example.com'), { number: 1, subject: 'Re: hi', text: 'x' }, mail)).toThrow(/no valid e-mail address/);
  });
});
