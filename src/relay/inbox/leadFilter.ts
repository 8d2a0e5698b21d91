/**
 * The list's filters from a query string, the same for the list and the CSV
 * export (docs/relay.md, "The office's inbox"). A value the API does
 * not know is refused with its name, never ignored: a filter silently
 * dropped would export every lead.
 */
import { DELIVERY_STATUSES, LEAD_SORTS, type DeliveryStatus, type LeadFilter } from './inboxTypes';
import { formChoices } from './leadQueries';

const formIds = new Set(formChoices().map((form) => form.id));

export class FilterRefusal extends Error {}

function oneOf<T extends string>(name: string, value: string | null, allowed: readonly T[]): T | undefined {
  if (value === null || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new FilterRefusal(`Unknown ${name}: ${value}`);
  return value as T;
}

export function filterOf(query: URLSearchParams): LeadFilter {
  const form = query.get('form') || undefined;
  if (form && !formIds.has(form)) throw new FilterRefusal(`Unknown form: ${form}`);
  return {
    view: oneOf('view', query.get('view'), ['inbox', 'spam'] as const) ?? 'inbox',
    form,
    delivery: oneOf<DeliveryStatus>('delivery', query.get('delivery'), DELIVERY_STATUSES),
    handled: oneOf('handled', query.get('handled'), ['open', 'handled'] as const),
    text: query.get('text')?.slice(0, 200) || undefined,
    sort: oneOf('sort', query.get('sort'), LEAD_SORTS),
  };
}
