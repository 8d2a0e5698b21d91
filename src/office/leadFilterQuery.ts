/**
 * The list's filter lives in the address (`/office/?form=auto&handled=open`):
 * a filtered list survives a reload and the back button. Read leniently:
 * a value the API would refuse is dropped here, so an edited address shows
 * the unfiltered list rather than an error.
 */
import { DELIVERY_STATUSES, type DeliveryStatus, type LeadFilter } from '../relay/office/inboxTypes';

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
  };
}

export const isFiltered = (filter: LeadFilter) => Boolean(filter.form || filter.delivery || filter.handled || filter.text);
