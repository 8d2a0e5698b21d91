/**
 * The content editor's phone field: Decap's text field plus the build's own
 * check that the number exists in its country's numbering plan
 * (libphonenumber-js, src/config/phoneWritings.ts). A pattern states the
 * form (+18005550142) but not whether such a number can be dialled
 * (+10005550142 cannot): with this check the editor refuses what the build
 * would refuse, as the office types. The editor's bundle is the office's,
 * built apart from the site (src/buildSteps/cms/admin.vite.config.ts); the
 * library reaches no page.
 */
import { isValidPhoneNumber } from '../config/phoneWritings.ts';

/** The widget's name in the editor's configuration (src/buildSteps/cms/factsCollection.ts). */
export const PHONE_WIDGET = 'phone';

/** Decap's answer for a field's value: valid, or the error shown under the field. */
export type PhoneFieldCheck = true | { error: { type: 'CUSTOM'; message: string } };

/**
 * What the phone field adds to Decap's own checks of `required` and the
 * pattern (the form): a value of the right form must also be a number that
 * exists. The message is the pattern's own ("must be a valid phone number
 * such as +18005550142"), so the office reads one rule whichever check
 * refused the value.
 */
export function checkPhoneField(value: unknown, field: { label: string; pattern: readonly [string, string] }): PhoneFieldCheck {
  const text = typeof value === 'string' ? value : '';
  const [form, rule] = field.pattern;
  if (!new RegExp(form).test(text) || isValidPhoneNumber(text)) return true;
  return { error: { type: 'CUSTOM', message: `${field.label} ${rule}.` } };
}
