/**
 * Field builders shared by the definitions, with the messages of docs/forms.md
 * ("Validation messages").
 */
import type { FieldDefinition, Option } from '../types';

export const firstName = (min = 1): FieldDefinition => ({
  name: 'firstName',
  label: 'First name',
  type: 'text',
  autoComplete: 'given-name',
  half: true,
  rule: { kind: 'minLength', min, message: 'First name is required' },
});

export const lastName = (min = 1): FieldDefinition => ({
  name: 'lastName',
  label: 'Last name',
  type: 'text',
  autoComplete: 'family-name',
  half: true,
  rule: { kind: 'minLength', min, message: 'Last name is required' },
});

/** The quick quote's e-mail rule: a real address, 'Invalid email address'. */
export const email = (half = false): FieldDefinition => ({
  name: 'email',
  label: 'Email address',
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  half,
  rule: { kind: 'email', message: 'Invalid email address' },
});

/** The commercial forms' e-mail rule: anything@anything without spaces. */
export const commercialEmail: FieldDefinition = {
  ...email(true),
  rule: { kind: 'simpleEmail', message: 'Valid email is required' },
};

export const phone = (message = 'Phone number is required', min = 1): FieldDefinition => ({
  name: 'phone',
  label: 'Phone number',
  type: 'tel',
  autoComplete: 'tel',
  inputMode: 'tel',
  half: true,
  rule: { kind: 'minLength', min, message },
});

/** Names, e-mail and phone, as most forms open: the quick quote's messages, 'Phone number is required'. */
export const contactDetails = (): FieldDefinition[] => [firstName(), lastName(), email(true), phone()];

export const optionalMessage = (rows = 4): FieldDefinition => ({
  name: 'message',
  label: 'Message',
  type: 'textarea',
  rows,
  placeholder: 'Anything we should know before we call you?',
});

export const policyAgreement: FieldDefinition = {
  name: 'policyAgreement',
  label: 'I agree to the Terms of Service and Privacy Policy',
  type: 'checkbox',
  rule: { kind: 'checked', message: 'You must agree to the Terms of Service and Privacy Policy' },
};

/** Optional: the claim and the client requests ask for it, a client may not have it at hand. */
export const policyNumber: FieldDefinition = {
  name: 'policyNumber',
  label: 'Policy number',
  type: 'text',
  half: true,
  placeholder: 'If you have it handy',
};

/** A date the visitor must choose, with the message that names what for. */
export const requiredDate = (name: string, label: string, message: string): FieldDefinition => ({
  name,
  label,
  type: 'date',
  half: true,
  rule: { kind: 'required', message },
});

export const businessName: FieldDefinition = {
  name: 'businessName',
  label: 'Business name',
  type: 'text',
  autoComplete: 'organization',
  half: true,
  rule: { kind: 'required', message: 'Business name is required' },
};

/** A required select whose message names what to choose. */
export const select = (
  name: string,
  label: string,
  options: readonly Option[],
  message: string,
  extra: Partial<FieldDefinition> = {},
): FieldDefinition => ({
  name,
  label,
  type: 'select',
  options,
  prompt: 'Select one',
  rule: { kind: 'required', message },
  ...extra,
});

/** A required free-text field. */
export const text = (name: string, label: string, message: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  name,
  label,
  type: 'text',
  rule: { kind: 'required', message },
  ...extra,
});

/**
 * A required address: a two-line textarea (`street-address` autofill is only
 * valid on multi-line fields). A third party's address (the certificate
 * holder's) leaves the visitor's own autofill out.
 */
export const address = (name: string, label: string, message: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
  ...text(name, label, message, { autoComplete: 'street-address', placeholder: 'Street, city, ZIP', ...extra }),
  type: 'textarea',
  rows: 2,
});
