/**
 * The one line the relay prints per stored lead (Node's log, the Worker's):
 * the lead by its id, its form, how many fields, and spam's reason; nothing
 * the visitor typed, so the log keeps nothing a deleted lead leaves
 * (docs/relay.md, "The lead relay: forgetting"): the office finds the
 * lead by its id in the inbox.
 */
import type { Fields } from './body';
import { isVisitorField } from './leadCaps';
import type { NewLead } from './schema';

export function summarize(lead: Pick<NewLead, 'id' | 'form' | 'door' | 'spam' | 'spam_reason'>, fields: Fields): string {
  const count = fields.filter(([name]) => isVisitorField(name)).length;
  const spam = lead.spam === 1 ? `, spam: ${lead.spam_reason ?? 'yes'}` : '';
  return `[lead relay] ${lead.id} stored: ${lead.form ?? 'unrecognised form'}, ${lead.door} door, ${count} field${count === 1 ? '' : 's'}${spam}`;
}
