/**
 * The list: newest first, each lead a card (a row of columns from 768 px):
 * when, form, page and campaign, who and how to reach them, the delivery
 * with the mail server's last answer when it is retrying or failed, and
 * whether the office has handled it. More are loaded at the end.
 */
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { LeadFilter, LeadSummary } from '../relay/office/inboxTypes';
import type { SpamCount } from '../relay/spam/spamStorage';
import { api } from './api';
import { LeadFilters } from './LeadFilters';
import { filterFromSearch, isFiltered } from './leadFilterQuery';
import { deliveryWords, senderOf, whenText } from './words';

const COLUMNS = 'md:grid md:grid-cols-[8rem_10rem_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_6rem] md:gap-4';
/** A cell's name: above its value on a card, for screen readers only in a row. */
const cellName = 'block text-xs font-semibold uppercase tracking-wide text-gray-600 md:sr-only';

function DeliveryCell({ delivery }: { delivery: LeadSummary['delivery'] }) {
  const troubled = delivery.status === 'retrying' || delivery.status === 'failed';
  return (
    <>
      <span className={`font-semibold ${delivery.status === 'failed' ? 'text-red-800' : troubled ? 'text-accent-700' : 'text-gray-800'}`}>{deliveryWords[delivery.status]}</span>
      {troubled && delivery.lastAnswer && <span className="block break-words text-sm text-gray-700">{delivery.lastAnswer}</span>}
    </>
  );
}

function LeadCard({ lead }: { lead: LeadSummary }) {
  return (
    <li className={`surface-card p-4 ${COLUMNS} md:rounded-none md:border-x-0 md:border-t-0 md:shadow-none`}>
      <div>
        <span className={cellName}>Received</span>
        <time dateTime={lead.receivedAt}>{whenText(lead.receivedAt)}</time>
      </div>
      <div className="mt-2 md:mt-0">
        <span className={cellName}>Form</span>
        {lead.formName}
      </div>
      <div className="mt-2 min-w-0 md:mt-0">
        <span className={cellName}>Page and campaign</span>
        <span className="block break-words">{lead.page || '—'}</span>
        {lead.campaign && <span className="block break-words text-sm text-gray-700">{lead.campaign}</span>}
      </div>
      <div className="mt-2 min-w-0 md:mt-0">
        <span className={cellName}>From</span>
        <Link href={`/leads/${encodeURIComponent(lead.id)}`} className="text-link break-words">
          {senderOf(lead)}
        </Link>
        {lead.email && <span className="block break-words text-sm">{lead.email}</span>}
        {lead.phone && <span className="block text-sm">{lead.phone}</span>}
      </div>
      <div className="mt-2 min-w-0 md:mt-0">
        <span className={cellName}>Delivery</span>
        <DeliveryCell delivery={lead.delivery} />
      </div>
      <div className="mt-2 md:mt-0">
        <span className={cellName}>Status</span>
        {lead.handledAt ? 'Handled' : 'Open'}
      </div>
    </li>
  );
}

/**
 * Spam past a day's amount is counted, not kept (docs/relay.md, "The lead relay": limits): the
 * counts of the last days, one line, under the spam view's words. Nothing when there are none.
 */
function SpamCounted() {
  const [counted, setCounted] = useState<SpamCount[]>([]);
  useEffect(() => {
    let current = true;
    api.spamCounts().then(
      (answer) => current && setCounted(answer.counted),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  if (!counted.length) return null;
  const days = new Map<string, SpamCount[]>();
  for (const row of counted) days.set(row.day, [...(days.get(row.day) ?? []), row]);
  const text = [...days].map(([day, rows]) => `${day}: ${rows.reduce((sum, row) => sum + row.count, 0)} (${rows.map((row) => `${row.reason} ${row.count}`).join(', ')})`).join('; ');
  return <p className="mb-4 text-gray-700">Past a day's first suspected spam, the relay only counts the rest, without keeping it: {text}.</p>;
}

interface Loaded {
  leads: LeadSummary[];
  next?: string;
}

export function LeadList({ view }: { view: LeadFilter['view'] }) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filter = filterFromSearch(search, view);
  const key = `${view}?${search}`;
  // What the relay answered, for which list: another filter shows "Loading" until its own answer.
  const [shown, setShown] = useState<{ key: string; loaded?: Loaded; error?: string }>();
  const loaded = shown?.key === key ? shown.loaded : undefined;
  const error = shown?.key === key ? (shown.error ?? '') : '';
  const title = view === 'spam' ? 'Suspected spam' : 'Leads';

  useEffect(() => {
    document.title = `${title} · Office inbox`;
    let current = true;
    api.leads(filterFromSearch(search, view)).then(
      (page) => current && setShown({ key, loaded: page }),
      (failure: Error) => current && setShown({ key, error: failure.message }),
    );
    return () => {
      current = false;
    };
  }, [key, search, view, title]);

  const more = () =>
    api.leads(filter, loaded?.next).then(
      (page) => setShown((before) => ({ key, loaded: { leads: [...(before?.loaded?.leads ?? []), ...page.leads], next: page.next } })),
      (failure: Error) => setShown((before) => ({ ...before, key, error: failure.message })),
    );

  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title" className="mb-4 text-2xl font-bold text-brand-900">
        {title}
      </h1>
      {view === 'spam' && <p className="mb-4 text-gray-700">Submissions the relay suspects of being spam: kept, never delivered to the office's mailbox. Open one to release it to delivery.</p>}
      {view === 'spam' && <SpamCounted />}
      <LeadFilters filter={filter} onApply={(query) => navigate(`${path}${query}`)} />
      {error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-red-900">
          {error}
        </p>
      )}
      {!loaded && !error && <p className="mt-4 text-gray-700">Loading…</p>}
      {loaded && (
        <>
          <p className="mt-4 text-gray-700">
            {loaded.leads.length === 0
              ? isFiltered(filter)
                ? 'No lead matches these filters.'
                : view === 'spam'
                  ? 'No suspected spam.'
                  : 'No leads yet.'
              : `${loaded.leads.length}${loaded.next ? '+' : ''} ${loaded.leads.length === 1 ? 'lead' : 'leads'} shown, newest first.`}
          </p>
          {loaded.leads.length > 0 && (
            <div className="mt-3 md:surface-card md:overflow-hidden">
              <div aria-hidden="true" className={`hidden border-b border-gray-200 bg-gray-100 px-4 py-2 text-sm font-semibold text-gray-700 ${COLUMNS}`}>
                <span>Received</span>
                <span>Form</span>
                <span>Page and campaign</span>
                <span>From</span>
                <span>Delivery</span>
                <span>Status</span>
              </div>
              <ol aria-label={title} className="m-0 grid list-none gap-3 p-0 md:gap-0">
                {loaded.leads.map((lead) => (
                  <LeadCard key={lead.id} lead={lead} />
                ))}
              </ol>
            </div>
          )}
          {loaded.next && (
            <button type="button" onClick={() => void more()} className="btn-outline mt-4">
              Show more
            </button>
          )}
        </>
      )}
    </section>
  );
}
