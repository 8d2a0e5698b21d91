/**
 * The list's filters: form, status, delivery, text and order (newest or
 * oldest first), applied when the form is sent (Enter or the Filter
 * button), which writes them into the address; the CSV export takes the
 * same filters, in the same order.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { DELIVERY_STATUSES, type LeadFilter } from '../inboxTypes';
import { csvUrl, queryOf } from './api';
import { formChoices } from './state';
import { deliveryWords } from './words';

const field = 'flex min-w-0 flex-col gap-1 text-sm font-semibold text-gray-800';
const control = 'min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-base font-normal focus-ring';

export function LeadFilters({ filter, onApply }: { filter: LeadFilter; onApply: (query: string) => void }) {
  useSignals();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => (data.get(name) as string | null) || undefined;
    onApply(queryOf({ view: 'inbox', form: text('form'), handled: text('handled') as LeadFilter['handled'], delivery: text('delivery') as LeadFilter['delivery'], text: text('text'), sort: text('sort') as LeadFilter['sort'] }));
  };
  return (
    // Keyed by the filter, so the fields show the address's filter after the back button.
    <form key={queryOf(filter)} role="search" aria-label="Filter the leads" onSubmit={submit} className="surface-card grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(3,minmax(0,11rem))_minmax(0,1fr)_minmax(0,10rem)_auto] lg:items-end">
      <label className={field}>
        Form
        <select name="form" defaultValue={filter.form ?? ''} className={control}>
          <option value="">All forms</option>
          {formChoices.value.map((form) => (
            <option key={form.id} value={form.id}>
              {form.name}
            </option>
          ))}
        </select>
      </label>
      <label className={field}>
        Status
        <select name="handled" defaultValue={filter.handled ?? ''} className={control}>
          <option value="">Open and handled</option>
          <option value="open">Open</option>
          <option value="handled">Handled</option>
        </select>
      </label>
      {filter.view === 'inbox' ? (
        <label className={field}>
          Delivery
          <select name="delivery" defaultValue={filter.delivery ?? ''} className={control}>
            <option value="">Any delivery</option>
            {DELIVERY_STATUSES.filter((status) => status !== 'none').map((status) => (
              <option key={status} value={status}>
                {deliveryWords[status]}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <span hidden />
      )}
      <label className={field}>
        Search
        <input type="search" name="text" defaultValue={filter.text ?? ''} className={control} placeholder="Name, e-mail, phone, any field" />
      </label>
      <label className={field}>
        Order
        <select name="sort" defaultValue={filter.sort ?? 'newest'} className={control}>
          <option value="newest">Newest first</option>
          <option value="oldest">Oldest first</option>
        </select>
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1">
        <button type="submit" className="btn-secondary min-h-11 px-4 py-2">
          Filter
        </button>
        <a href={csvUrl(filter)} download className="btn-outline min-h-11 px-4 py-2">
          Export CSV
        </a>
      </div>
    </form>
  );
}
