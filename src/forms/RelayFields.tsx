/**
 * The hidden fields a form posts besides what the visitor types: the relay's
 * own (the form's id, the e-mail subject, no captcha page, the readable table layout, the
 * visitor's confirmation, where to send the visitor afterwards: the thanks
 * page in the page's language) and where the lead came from. The browser
 * posts them when it sends a form by itself (before or without script); with
 * script the relay client sends the same fields (payload.ts), reading the
 * source fields from here.
 */
import { agency } from '../config/agency';
import { localizedPath, type Locale } from '../i18n/locale';
import { THANKS_PATH } from '../formDefinitions/shapes/thanks';
import { FORM_ID_FIELD, RELAY_TEMPLATE } from './payload';

/** `_next`: the absolute URL of the thanks page in a language (/thanks, /es/thanks). */
export const thanksUrl = (locale: Locale) => `${agency.siteOrigin}${localizedPath(locale, THANKS_PATH)}`;

interface RelayFieldsProps {
  /** `_form`: the definition's id, by which the lead relay knows the form. */
  form: string;
  subject: string;
  /** `_autoresponse`, for a form with an e-mail field. */
  confirmation?: string;
  source: { sourcePage: string; sourceCampaign: string };
  locale: Locale;
}

export function RelayFields({ form, subject, confirmation, source, locale }: RelayFieldsProps) {
  return (
    <>
      <input type="hidden" name="sourcePage" value={source.sourcePage} />
      <input type="hidden" name="sourceCampaign" value={source.sourceCampaign} />
      <input type="hidden" name={FORM_ID_FIELD} value={form} />
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_template" value={RELAY_TEMPLATE} />
      {confirmation && <input type="hidden" name="_autoresponse" value={confirmation} />}
      <input type="hidden" name="_next" value={thanksUrl(locale)} />
    </>
  );
}
