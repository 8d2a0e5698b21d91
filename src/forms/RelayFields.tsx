/**
 * The hidden fields a form posts besides what the visitor types: the relay's
 * own (the e-mail subject, no captcha page, the readable table layout, the
 * visitor's confirmation, where to send the visitor afterwards: the site's
 * /thanks page) and where the lead came from. The browser posts them when it
 * sends a form by itself (before or without script); with script the relay
 * client sends the same fields (payload.ts), reading the source fields from here.
 */
import { agency } from '../config/agency';
import { thanksPage } from './definitions/thanks';
import { RELAY_TEMPLATE } from './payload';

export const thanksUrl = `${agency.siteOrigin}${thanksPage.path}`;

interface RelayFieldsProps {
  subject: string;
  /** `_autoresponse`, for a form with an e-mail field. */
  confirmation?: string;
  source: { sourcePage: string; sourceCampaign: string };
}

export function RelayFields({ subject, confirmation, source }: RelayFieldsProps) {
  return (
    <>
      <input type="hidden" name="sourcePage" value={source.sourcePage} />
      <input type="hidden" name="sourceCampaign" value={source.sourceCampaign} />
      <input type="hidden" name="_subject" value={subject} />
      <input type="hidden" name="_captcha" value="false" />
      <input type="hidden" name="_template" value={RELAY_TEMPLATE} />
      {confirmation && <input type="hidden" name="_autoresponse" value={confirmation} />}
      <input type="hidden" name="_next" value={thanksUrl} />
    </>
  );
}
