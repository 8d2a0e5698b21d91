import { describe, expect, it } from 'vitest';
import { formDefinitions as spanishForms } from '../../../src/forms/definitions/es/registry';
import { toPayload } from '../../../src/forms/payload';
import type { FormDefinition } from '../../../src/forms/types';
import { leadOf } from '../../../src/relay/lead';
import { confirmationMessage, officeMessage } from '../../../src/relay/mail';
import type { Lead } from '../../../src/relay/schema';
import { mailSettingsOf } from '../../../src/relay/settings';
import { validValues } from '../../support/formFixtures';

describe('the messages of a lead sent from a Spanish page', () => {
  const definition = spanishForms.contact as FormDefinition;
  const payload = toPayload(definition, validValues(definition));
  const lead = { spam: 0, page: '', campaign: '', visitor_email: '', visitor_name: '', ...leadOf('lead-1', { door: 'ajax', fields: Object.entries(payload), receivedAt: new Date('2026-11-29T10:00:00Z') }) } as Lead;
  const mail = mailSettingsOf();

  it("keeps the office's language mark, and leaves it out of the visitor's confirmation", () => {
    expect(payload._subject.startsWith('[ES] ')).toBe(true);
    expect(officeMessage(lead, mail).subject).toBe(payload._subject);
    expect(confirmationMessage(lead, mail)).toMatchObject({ to: payload.email, subject: payload._subject.slice('[ES] '.length), text: `${payload._autoresponse}\n` });
  });
});
