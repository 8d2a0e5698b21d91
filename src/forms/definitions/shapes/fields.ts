/**
 * The field builders every form is made of, written once for both
 * languages: names, types, autofill and rule kinds here; every word (labels,
 * placeholders, messages) from the language's `FieldWords`, so a word missing
 * in one language is a type error naming it (docs/forms.md, "Two languages").
 */
import type { FieldDefinition, FormChrome, Option } from '../../types';

interface Labelled {
  label: string;
}
interface Checked extends Labelled {
  message: string;
}

export interface FieldWords {
  firstName: Checked;
  lastName: Checked;
  /** The quick quote's e-mail rule: a real address. */
  email: Checked;
  /** The commercial forms' e-mail rule (anything@anything): its message only. */
  simpleEmailMessage: string;
  phone: Checked;
  /** The optional message box of the quote forms. */
  message: Labelled & { placeholder: string };
  policyAgreementMessage: string;
  policyNumber: Labelled & { placeholder: string };
  businessName: Checked;
  /** A visitor's own address. */
  addressPlaceholder: string;
}

/** A select's words: its label, its message and one label per option value (the values are the form's). */
export interface SelectWords<Value extends string> extends Checked {
  options: Record<Value, string>;
}

/** The options in the order of their values, each with its label in the form's language. */
export const optionsOf = <Value extends string>(values: readonly Value[], labels: Record<Value, string>): Option[] =>
  values.map((value) => ({ value, label: labels[value] }));

export function fieldBuilders(words: FieldWords, chrome: FormChrome) {
  const firstName = (min = 1): FieldDefinition => ({
    name: 'firstName',
    label: words.firstName.label,
    type: 'text',
    autoComplete: 'given-name',
    half: true,
    rule: { kind: 'minLength', min, message: words.firstName.message },
  });

  const lastName = (min = 1): FieldDefinition => ({
    name: 'lastName',
    label: words.lastName.label,
    type: 'text',
    autoComplete: 'family-name',
    half: true,
    rule: { kind: 'minLength', min, message: words.lastName.message },
  });

  const email = (half = false): FieldDefinition => ({
    name: 'email',
    label: words.email.label,
    type: 'email',
    autoComplete: 'email',
    inputMode: 'email',
    half,
    rule: { kind: 'email', message: words.email.message },
  });

  const commercialEmail: FieldDefinition = { ...email(true), rule: { kind: 'simpleEmail', message: words.simpleEmailMessage } };

  const phone = (message = words.phone.message, min = 1): FieldDefinition => ({
    name: 'phone',
    label: words.phone.label,
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    half: true,
    rule: { kind: 'minLength', min, message },
  });

  const { before, terms, and, privacy } = chrome.agreement;
  const policyAgreement: FieldDefinition = {
    name: 'policyAgreement',
    // The rendered label (with its two links) reads exactly this.
    label: `${before} ${terms} ${and} ${privacy}`,
    type: 'checkbox',
    rule: { kind: 'checked', message: words.policyAgreementMessage },
  };

  /** A required free-text field. */
  const text = (name: string, label: string, message: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
    name,
    label,
    type: 'text',
    rule: { kind: 'required', message },
    ...extra,
  });

  return {
    firstName,
    lastName,
    email,
    commercialEmail,
    phone,
    policyAgreement,
    text,

    /** Names, e-mail and phone, as most forms open: the quick quote's messages, the phone's own. */
    contactDetails: (): FieldDefinition[] => [firstName(), lastName(), email(true), phone()],

    optionalMessage: (rows = 4): FieldDefinition => ({
      name: 'message',
      label: words.message.label,
      type: 'textarea',
      rows,
      placeholder: words.message.placeholder,
    }),

    /** Optional: the claim and the client requests ask for it, a client may not have it at hand. */
    policyNumber: {
      name: 'policyNumber',
      label: words.policyNumber.label,
      type: 'text',
      half: true,
      placeholder: words.policyNumber.placeholder,
    } satisfies FieldDefinition as FieldDefinition,

    /** A date the visitor must choose, with the message that names what for. */
    requiredDate: (name: string, label: string, message: string): FieldDefinition => ({
      name,
      label,
      type: 'date',
      half: true,
      rule: { kind: 'required', message },
    }),

    businessName: {
      name: 'businessName',
      label: words.businessName.label,
      type: 'text',
      autoComplete: 'organization',
      half: true,
      rule: { kind: 'required', message: words.businessName.message },
    } satisfies FieldDefinition as FieldDefinition,

    /** A required select whose message names what to choose; its values in order, their labels from its words. */
    select: <Value extends string>(
      name: string,
      values: readonly Value[],
      select: SelectWords<Value>,
      extra: Partial<FieldDefinition> = {},
    ): FieldDefinition => ({
      name,
      label: select.label,
      type: 'select',
      options: optionsOf(values, select.options),
      prompt: chrome.selectOne,
      rule: { kind: 'required', message: select.message },
      ...extra,
    }),

    /**
     * A required address: a two-line textarea (`street-address` autofill is
     * only valid on multi-line fields). A third party's address (the
     * certificate holder's) leaves the visitor's own autofill out.
     */
    address: (name: string, label: string, message: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({
      ...text(name, label, message, { autoComplete: 'street-address', placeholder: words.addressPlaceholder, ...extra }),
      type: 'textarea',
      rows: 2,
    }),
  };
}

export type FieldBuilders = ReturnType<typeof fieldBuilders>;
