/**
 * The hidden fields the relay reads when the browser posts a form by itself
 * (before or without script): the e-mail subject, no captcha page, and where
 * to send the visitor afterwards (the site's /thanks page). With script the
 * relay client sends the same fields itself (payload.ts).
 */
import { agency } from '../config/agency';
import { thanksPage } from './definitions/thanks';

export const thanksUrl = `${agency.siteOrigin}${thanksPage.path}`;

export function RelayFields({ subject }: { subject: string }) {
  return (
    <>
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_next" value={thanksUrl} />
    </>
  );
}
