/**
 * The one line the Node relay prints per stored lead: subject, sender, where
 * the lead came from, how many fields (control characters removed, long
 * values cut, so a visitor's text cannot rewrite the terminal).
 */
import { valueOf, type Fields } from './body';
import { isVisitorField } from './formOf';
import { visitorNameOf } from './lead';

const clean = (text: string, max: number) => {
  const flat = text.replace(/[\p{Cc}\p{Cf}]+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export function summarize(id: string, fields: Fields, spam: boolean): string {
  const email = valueOf(fields, 'email');
  const from = [visitorNameOf(fields), email ? `<${email}>` : ''].filter(Boolean).join(' ');
  const page = valueOf(fields, 'sourcePage');
  const campaign = valueOf(fields, 'sourceCampaign');
  const source = [page ? ` via ${clean(page, 80)}` : '', campaign ? ` (campaign ${clean(campaign, 80)})` : ''].join('');
  const count = fields.filter(([name]) => isVisitorField(name)).length;
  return `[lead relay] ${id} "${clean(valueOf(fields, '_subject'), 80)}"${from ? ` from ${clean(from, 80)}` : ''}${source} (${count} fields)${spam ? ' spam: honeypot' : ''}`;
}
