/**
 * The list's filter and order live in the address (`/office/?form=auto&handled=open&sort=oldest`):
 * a filtered list survives a reload and the back button. Read leniently:
 * a value the API would refuse is dropped here, so an edited address shows
 * the unfiltered list rather than an error.
 */
import { DELIVERY_STATUSES, type DeliveryStatus, type LeadFilter } from '../inboxTypes';

export function filterFromSearch(search: string, view: LeadFilter['view']): LeadFilter {
  const params = new URLSearchParams(search);
  const delivery = params.get('delivery') as DeliveryStatus | null;
  const handled = params.get('handled');
  return {
    view,
    form: params.get('form') || undefined,
    delivery: delivery && DELIVERY_STATUSES.includes(delivery) ? delivery : undefined,
    handled: handled === 'open' || handled === 'handled' ? handled : undefined,
    text: params.get('text') || undefined,
    sort: params.get('sort') === 'oldest' ? 'oldest' : undefined,
  };
}

/** The order is no filter: an empty list in either order says no lead matches. */
export const isFiltered = (filter: LeadFilter) => Boolean(filter.form || filter.delivery || filter.handled || filter.text);
