/**
 * The list: newest first (or oldest, a filter), how many leads match, each
 * lead a card (a row of columns from 768 px): when, form with the lead's
 * preview (what the visitor chose and the first line of the message), page
 * and campaign, who and how to reach them, the delivery with the mail
 * server's last answer when it is retrying or failed, and whether the office
 * has handled it. More are loaded at the end.
 *
 * Bulk actions (docs/relay.md, "The office's inbox": bulk actions): a
 * checkbox per lead ("Select Ana Ruiz") and "Select all shown" (./leadSelection.ts);
 * "Mark handled", "Delete" (after a confirmation naming how many) and, in
 * the spam view, "Release to delivery" act on the leads selected and shown,
 * at most MAX_BULK_LEADS, in one request; the result is announced, the
 * selection cleared, the list asked again.
 *
 * Live (./liveCounts.ts): when the relay's counts or newest lead change, the
 * first page is asked again and put before what was loaded, a new lead
 * announced. Back from a lead shows the list as it was left: every page
 * loaded, at the same place, the focus on the lead that was opened.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { MAX_BULK_LEADS, NO_LEADS, TOO_MANY_LEADS, type BulkAction } from '../bulkRequest';
import type { BulkResult, LeadFilter, LeadPage, LeadSummary } from '../inboxTypes';
import type { SpamCount } from '../../spam/spamStorage';
import { api } from './api';
import { mailtoHref, telHref } from './contactLinks';
import { LeadFilters } from './LeadFilters';
import { InboxNotices } from './InboxNotices';
import { filterFromSearch, isFiltered } from './leadFilterQuery';
import { allShownState, allShownToggled, selectedShown, toggled, type Selection } from './leadSelection';
import { leadCounts, refreshCounts } from './liveCounts';
import { announce, screenTitle } from './state';
import { bulkResultText, deliveryWords, historyWords, leadsText, senderOf, spamReasonText, whenText } from './words';

const COLUMNS = 'md:grid md:grid-cols-[1.5rem_8rem_minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.3fr)_minmax(0,1fr)_6rem] md:gap-4';
/** A checkbox and its 24 px target (WCAG 2.5.8). */
const checkbox = 'h-5 w-5 accent-brand-700 focus-ring';
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

/** A phone or e-mail under the name: a link that dials or writes when it is one, 24 px tall (a touch target's least: WCAG 2.5.8). */
function ContactLine({ text, href }: { text: string; href?: string }) {
  return (
    <span className="block break-words text-sm">
      {href ? (
        <a href={href} className="text-link inline-block min-h-6 py-0.5">
          {text}
        </a>
      ) : (
        text
      )}
    </span>
  );
}

function LeadCard({ lead, onOpen, selected, onSelect }: { lead: LeadSummary; onOpen: () => void; selected: boolean; onSelect: (selected: boolean) => void }) {
  return (
    <li className={`surface-card p-4 ${COLUMNS} md:rounded-none md:border-x-0 md:border-t-0 md:shadow-none`}>
      <div>
        <label className="inline-flex min-h-6 min-w-6 items-center">
          <input type="checkbox" className={checkbox} checked={selected} onChange={(event) => onSelect(event.currentTarget.checked)} />
          <span className="sr-only">Select {senderOf(lead)}</span>
        </label>
      </div>
      <div className="mt-2 md:mt-0">
        <span className={cellName}>Received</span>
        <time dateTime={lead.receivedAt}>{whenText(lead.receivedAt)}</time>
      </div>
      <div className="mt-2 min-w-0 md:mt-0">
        <span className={cellName}>Form</span>
        {lead.formName}
        {lead.preview && <span className="block break-words text-sm text-gray-700">{lead.preview}</span>}
      </div>
      <div className="mt-2 min-w-0 md:mt-0">
        <span className={cellName}>Page and campaign</span>
        <span className="block break-words">{lead.page || '—'}</span>
        {lead.campaign && <span className="block break-words text-sm text-gray-700">{lead.campaign}</span>}
      </div>
      <div className="mt-2 min-w-0 md:mt-0">
        <span className={cellName}>From</span>
        {/* A heading per lead: a screen reader goes from lead to lead by them. */}
        <h2 className="m-0 text-base font-normal">
          <Link href={`/leads/${encodeURIComponent(lead.id)}`} onClick={onOpen} data-lead={lead.id} className="text-link break-words">
            {senderOf(lead)}
          </Link>
        </h2>
        {lead.email && <ContactLine text={lead.email} href={mailtoHref(lead.email)} />}
        {lead.phone && <ContactLine text={lead.phone} href={telHref(lead.phone)} />}
      </div>
      <div className="mt-2 min-w-0 md:mt-0">
        <span className={cellName}>Delivery</span>
        <DeliveryCell delivery={lead.delivery} />
      </div>
      <div className="mt-2 md:mt-0">
        <span className={cellName}>Status</span>
        {lead.handledAt ? 'Handled' : 'Open'}
        {lead.assignee && <span className="block break-all text-sm text-gray-700">{historyWords.cardAssigned(lead.assignee.email)}</span>}
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
  const text = [...days].map(([day, rows]) => `${day}: ${rows.reduce((sum, row) => sum + row.count, 0)} (${rows.map((row) => `${spamReasonText(row.reason)}: ${row.count}`).join(', ')})`).join('; ');
  return <p className="mb-4 text-gray-700">Past a day's first suspected spam, the relay only counts the rest, without keeping it: {text}.</p>;
}

type Loaded = LeadPage;

/** A lead's place in time: its time, then its id, as the relay's cursor; the list's order is this, newest or oldest first. */
const placeOf = (lead: LeadSummary) => `${lead.receivedAt}|${lead.id}`;
/** Whether `lead` comes after `last` in the list's order. */
const comesAfter = (lead: LeadSummary, last: LeadSummary, sort: LeadFilter['sort']) => (sort === 'oldest' ? placeOf(lead) > placeOf(last) : placeOf(lead) < placeOf(last));

/**
 * The first page asked again, before what was loaded: a lead already shown
 * takes its new state, the leads after the first page stay, with the
 * cursor that follows them; the total is the new page's.
 */
function withFirstPage(before: Loaded | undefined, first: LeadPage, sort: LeadFilter['sort']): Loaded {
  const last = first.leads.at(-1);
  if (!before || !first.next || !last) return first;
  const fresh = new Set(first.leads.map((lead) => lead.id));
  const later = before.leads.filter((lead) => !fresh.has(lead.id) && comesAfter(lead, last, sort));
  return later.length ? { leads: [...first.leads, ...later], next: before.next, total: first.total } : first;
}

/** The leads loaded after a bulk action, before the list is asked again: deleted and released leads gone, handled ones handled. */
function afterBulk(loaded: Loaded, { action, done, at }: BulkResult): Loaded {
  const changed = new Set(done);
  if (action === 'handled') return { ...loaded, leads: loaded.leads.map((lead) => (changed.has(lead.id) ? { ...lead, handledAt: at } : lead)) };
  const leads = loaded.leads.filter((lead) => !changed.has(lead.id));
  return { ...loaded, leads, total: loaded.total === undefined ? undefined : loaded.total - (loaded.leads.length - leads.length) };
}

/** The line above the list: how many leads match, in which order, and how many are shown when not all. */
function countText(loaded: Loaded, filter: LeadFilter): string {
  const order = filter.sort === 'oldest' ? 'oldest first' : 'newest first';
  const shown = loaded.leads.length;
  const total = loaded.total ?? shown;
  return `${leadsText(total)}, ${order}.${shown < total ? ` ${shown} shown.` : ''}`;
}

const NONE: Selection = new Set();

const BULK_BUTTONS: Record<BulkAction, string> = { handled: 'Mark handled', delete: 'Delete', release: 'Release to delivery' };

/**
 * The bulk actions' bar: "Select all shown", how many are selected, the
 * actions; "Delete" asks first, naming how many, its "Delete for good"
 * focused as the lead's own delete does (./LeadView.tsx).
 */
function BulkBar({ view, shown, selection, onSelection, onAct }: { view: LeadFilter['view']; shown: readonly LeadSummary[]; selection: Selection; onSelection: (next: Selection) => void; onAct: (action: BulkAction, ids: string[]) => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const confirm = useRef<HTMLButtonElement>(null);
  const all = useRef<HTMLInputElement>(null);
  const ids = selectedShown(selection, shown);
  const state = allShownState(selection, shown);
  useEffect(() => {
    if (all.current) all.current.indeterminate = state === 'some';
  }, [state]);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  // A refusal is about the selection it was given: another selection clears it.
  useEffect(() => setRefusal(''), [selection]);

  /** The selection's bound checked here as the relay checks it (src/relay/inbox/bulkRequest.ts), with its words. */
  const refused = () => (!ids.length ? NO_LEADS : ids.length > MAX_BULK_LEADS ? TOO_MANY_LEADS(ids.length) : '');
  const act = (action: BulkAction) => {
    const refusal = refused();
    setRefusal(refusal);
    if (refusal) return;
    if (action === 'delete' && !asking) return setAsking(true);
    setBusy(true);
    void onAct(action, ids).finally(() => {
      setBusy(false);
      setAsking(false);
      // The focus stays in the bar (its button may have gone): on "Select all shown".
      all.current?.focus();
    });
  };
  const button = (action: BulkAction, className: string): ReactNode => (
    <button type="button" className={className} disabled={busy} onClick={() => act(action)}>
      {BULK_BUTTONS[action]}
    </button>
  );
  const what = ids.length === 1 ? 'the selected lead' : `the ${ids.length} selected leads`;

  return (
    <div role="group" aria-label="Selected leads" className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      <label className="inline-flex min-h-11 items-center gap-2 font-semibold text-gray-800">
        <input ref={all} type="checkbox" className={checkbox} checked={state === 'all'} onChange={() => onSelection(allShownToggled(selection, shown))} />
        Select all shown
      </label>
      <span className="text-gray-700">{ids.length} selected</span>
      <div className="flex flex-wrap gap-2">
        {button('handled', 'btn-secondary')}
        {view === 'spam' && button('release', 'btn-primary')}
        {!asking && button('delete', 'btn border-2 border-red-700 bg-white text-red-800 hover:bg-red-50')}
      </div>
      {refusal && (
        <p role="alert" className="w-full rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-red-900">
          {refusal}
        </p>
      )}
      {asking && !refusal && (
        <div role="group" aria-labelledby="bulk-delete-question" className="w-full rounded-lg border-2 border-red-700 bg-red-50 p-4">
          <p id="bulk-delete-question" className="font-semibold text-red-900">
            Delete {what} for good? {ids.length === 1 ? 'Its' : 'Their'} fields and delivery history are erased; this cannot be undone.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <button ref={confirm} type="button" className="btn bg-red-800 text-white hover:bg-red-900" disabled={busy} onClick={() => act('delete')}>
              Delete for good
            </button>
            <button
              type="button"
              className="btn-outline"
              onClick={() => {
                setAsking(false);
                all.current?.focus();
              }}
            >
              {ids.length === 1 ? 'Keep it' : 'Keep them'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The list last shown, kept when a lead is opened, so that Back finds it as it was (see the module's comment). */
const kept: { left?: { key: string; loaded: Loaded; scrollY: number; opened?: string } } = {};
const keep = (left: typeof kept.left) => {
  kept.left = left;
};
/** A new start: no list to go back to (each component test's inbox is a new one). */
export const forgetLeftList = () => keep(undefined);

export function LeadList({ view }: { view: LeadFilter['view'] }) {
  useSignals();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filter = filterFromSearch(search, view);
  const key = `${view}?${search}`;
  // What the relay answered, for which list: another filter shows "Loading" until its own answer.
  const [shown, setShown] = useState<{ key: string; loaded?: Loaded; error?: string }>(() => (kept.left?.key === key && kept.left.opened ? { key, loaded: kept.left.loaded } : { key }));
  const loaded = shown.key === key ? shown.loaded : undefined;
  const error = shown.key === key ? (shown.error ?? '') : '';
  const title = view === 'spam' ? 'Suspected spam' : 'Leads';
  // Filter pressed again with the same filters asks again.
  const [asked, setAsked] = useState(0);
  const counts = leadCounts.value;
  const watched = counts ? `${counts.open}|${counts.spam}|${counts.newest}` : '';
  const lastAsked = useRef<{ key: string; asked: number; watched: string }>(undefined);
  // The leads selected, for this list only: another filter starts with none.
  const [selected, setSelected] = useState<{ key: string; ids: Selection }>({ key, ids: new Set() });
  const selection = selected.key === key ? selected.ids : NONE;
  const select = (ids: Selection) => setSelected({ key, ids });
  const asking = useRef(0);
  // What is shown now, for the live answer to count the leads that arrived (read after the answer, not when it was asked).
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  }, [shown]);

  useEffect(() => {
    screenTitle.value = title;
  }, [title]);

  useEffect(() => {
    const before = lastAsked.current;
    lastAsked.current = { key, asked, watched };
    // The counts' first answer, or one equal to the last, is no news for a list just loaded.
    const live = before?.key === key && before.asked === asked;
    if (live && (!before.watched || before.watched === watched)) return;
    // Only the last ask's answer is shown; one skipped above leaves the ask before it standing.
    const ask = ++asking.current;
    const askedFor = filterFromSearch(search, view);
    api.leads(askedFor).then(
      (page) => {
        if (ask !== asking.current) return;
        const previous = shownNow.current.key === key ? shownNow.current.loaded : undefined;
        // In either order, a lead arrived is one newer than any loaded.
        const newest = previous?.leads.map(placeOf).reduce((a, b) => (a > b ? a : b), '');
        const arrived = live && previous ? page.leads.filter((lead) => !newest || placeOf(lead) > newest).length : 0;
        if (arrived) announce(arrived === 1 ? 'A new lead arrived.' : `${arrived} new leads arrived.`, path);
        // Merged with the list as it is when the answer lands, not as the effect last saw it: a "Show more" answered
        // in between is kept (shownNow trails the state by a render).
        setShown((was) => ({ key, loaded: withFirstPage(was.key === key ? was.loaded : undefined, page, askedFor.sort) }));
      },
      (failure: Error) => ask === asking.current && setShown((was) => ({ key, loaded: was.key === key ? was.loaded : undefined, error: failure.message })),
    );
  }, [key, search, view, asked, watched, path]);

  // Back from a lead: the list as it was left, scrolled to where it was, the focus on the lead opened.
  useLayoutEffect(() => {
    if (kept.left?.key !== key || !kept.left.opened) return;
    window.scrollTo(0, kept.left.scrollY);
    document.querySelector<HTMLElement>(`a[data-lead="${CSS.escape(kept.left.opened)}"]`)?.focus({ preventScroll: true });
    keep({ ...kept.left, opened: undefined });
    // Only on arriving with this list: later pages keep their own scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    // A lead opened before this effect ran (a click within a frame of an answer drawn) stays the one Back comes to.
    const left = kept.left?.key === key ? kept.left : undefined;
    if (loaded) keep({ key, loaded, scrollY: left?.scrollY ?? 0, opened: left?.opened });
  }, [key, loaded]);
  const remember = (id: string) => {
    if (loaded) keep({ key, loaded, scrollY: window.scrollY, opened: id });
  };

  const more = () =>
    api.leads(filter, loaded?.next).then(
      (page) => setShown((before) => ({ key, loaded: { leads: [...(before?.loaded?.leads ?? []), ...page.leads], next: page.next, total: before?.loaded?.total } })),
      (failure: Error) => setShown((before) => ({ ...before, key, error: failure.message })),
    );

  /** A bulk action on the leads `ids`: its result announced, the leads loaded updated, the list and the counts asked again. */
  const act = (action: BulkAction, ids: string[]) =>
    api.bulk(action, ids).then(
      (result) => {
        announce(bulkResultText(result), path);
        select(new Set());
        setShown((before) => ({ key, loaded: before.key === key && before.loaded ? afterBulk(before.loaded, result) : before.loaded }));
        setAsked((count) => count + 1);
        void refreshCounts();
      },
      (failure: Error) => setShown((before) => ({ ...before, key, error: failure.message })),
    );

  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title" className="mb-4 text-2xl font-bold text-brand-900">
        {title}
      </h1>
      {view === 'spam' && <p className="mb-4 text-gray-700">Submissions the relay suspects of being spam: kept, never delivered to the office's mailbox. Open one to release it to delivery.</p>}
      {view === 'spam' && <SpamCounted />}
      {view === 'inbox' && <InboxNotices />}
      <LeadFilters
        filter={filter}
        onApply={(query) => {
          setAsked((count) => count + 1);
          navigate(`${path}${query}`);
        }}
      />
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
              : countText(loaded, filter)}
          </p>
          {loaded.leads.length > 0 && <BulkBar view={view} shown={loaded.leads} selection={selection} onSelection={select} onAct={act} />}
          {loaded.leads.length > 0 && (
            <div className="mt-3 md:surface-card md:overflow-hidden">
              <div aria-hidden="true" className={`hidden border-b border-gray-200 bg-gray-100 px-4 py-2 text-sm font-semibold text-gray-700 ${COLUMNS}`}>
                <span />
                <span>Received</span>
                <span>Form</span>
                <span>Page and campaign</span>
                <span>From</span>
                <span>Delivery</span>
                <span>Status</span>
              </div>
              <ol aria-label={title} className="m-0 grid list-none gap-3 p-0 md:gap-0">
                {loaded.leads.map((lead) => (
                  <LeadCard key={lead.id} lead={lead} onOpen={() => remember(lead.id)} selected={selection.has(lead.id)} onSelect={(on) => select(toggled(selection, lead.id, on))} />
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
