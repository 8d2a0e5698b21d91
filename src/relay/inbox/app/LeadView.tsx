/**
 * One lead: every field as the visitor sent it, labelled as the form labels
 * it, as text (React escapes it: a lead's words are never markup); where it
 * came from; each delivery with every attempt and its answer; the office's
 * consent the visitor gave (the agreement's words, language, version, when,
 * which page, which address: docs/relay.md, "Consent kept"); the office's
 * replies and the form that sends one (./LeadReplies.tsx); its history
 * (./LeadHistory.tsx: who did what, when; notes); and what the office can
 * do: mark it handled or open again, release suspected spam to delivery,
 * assign it to a person (./AssignmentForm.tsx), add a note, delete it (after
 * a confirmation).
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { LeadDetail } from '../inboxTypes';
import { api } from './api';
import { AssignmentForm } from './AssignmentForm';
import { LeadHistory } from './LeadHistory';
import { mailtoHref, telHref } from './contactLinks';
import { LeadReplies } from './LeadReplies';
import { refreshCounts } from './liveCounts';
import { announce, screenTitle } from './state';
import { consentWords, deliveryKindWords, deliveryWords, doorWords, historyWords, minutesText, senderOf, spamReasonText, whenText } from './words';

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      {rows.map(([label, value], index) => (
        <div key={index} className="contents">
          <dt className="font-semibold text-gray-800">{label}</dt>
          <dd className="m-0 whitespace-pre-wrap break-words text-gray-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Deliveries({ lead }: { lead: LeadDetail }) {
  if (!lead.deliveries.length) return <p>Nothing was sent for this lead{lead.spam ? ': suspected spam is never delivered until it is released.' : '.'}</p>;
  return (
    <ul className="m-0 grid list-none gap-4 p-0">
      {lead.deliveries.map((delivery) => (
        <li key={delivery.kind} className="rounded-lg border border-gray-200 p-3">
          <h3 className="text-base font-semibold text-brand-900">
            {deliveryKindWords[delivery.kind]}: {delivery.state === 'pending' ? (delivery.attempts.some((attempt) => attempt.ok === false) ? 'retrying' : 'sending') : delivery.state}
          </h3>
          {delivery.state === 'pending' && delivery.attempts.length > 0 && <p className="text-sm text-gray-700">Next try: {whenText(delivery.nextAttemptAt)}</p>}
          {delivery.attempts.length > 0 && (
            <ol className="mt-2 grid gap-1 pl-5 text-sm">
              {delivery.attempts.map((attempt, index) => (
                <li key={index} className="break-words">
                  <time dateTime={attempt.startedAt}>{whenText(attempt.startedAt)}</time>: {attempt.ok === null ? 'no answer recorded' : attempt.ok ? 'delivered' : 'failed'}
                  {attempt.answer && <span className="text-gray-700"> ({attempt.answer})</span>}
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The consent kept with the lead, what the office checks before it calls or texts; its time and page are the lead's. */
function Consent({ lead }: { lead: LeadDetail }) {
  const { consent } = lead;
  return (
    <section aria-labelledby="consent-title" className="surface-card mt-6 p-4 sm:p-6">
      <h2 id="consent-title" className="mb-4 text-xl font-bold text-brand-900">
        {consentWords.title}
      </h2>
      {consent ? (
        <Facts
          rows={[
            [consentWords.text, consent.text],
            [consentWords.language, consentWords.languageOf(consent.locale)],
            [consentWords.version, consent.version],
            [consentWords.when, whenText(lead.receivedAt)],
            [consentWords.page, lead.page],
            [consentWords.address, consent.address ?? ''],
          ]}
        />
      ) : (
        <p>{consentWords.none}</p>
      )}
    </section>
  );
}

/** The visitor's phone and e-mail, one tap away: a call, or a message from the office's own mail program. */
function ReachLinks({ lead }: { lead: LeadDetail }) {
  const tel = telHref(lead.phone);
  const mailto = mailtoHref(lead.email);
  if (!tel && !mailto) return null;
  return (
    <ul aria-label="Reach them" className="mt-3 flex list-none flex-wrap gap-x-6 gap-y-2 p-0">
      {tel && (
        <li>
          <a href={tel} className="text-link font-semibold">
            Call {lead.phone}
          </a>
        </li>
      )}
      {mailto && (
        <li>
          <a href={mailto} className="text-link font-semibold break-all">
            E-mail {lead.email}
          </a>
        </li>
      )}
    </ul>
  );
}

function DeleteButton({ lead, onDeleted }: { lead: LeadDetail; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button type="button" className="btn border-2 border-red-700 bg-white text-red-800 hover:bg-red-50" onClick={() => setAsking(true)}>
        Delete
      </button>
    );
  return (
    <div role="group" aria-labelledby="delete-question" className="w-full rounded-lg border-2 border-red-700 bg-red-50 p-4">
      <p id="delete-question" className="font-semibold text-red-900">
        Delete this lead for good? Its fields and delivery history are erased; this cannot be undone.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={confirm} type="button" className="btn bg-red-800 text-white hover:bg-red-900" onClick={() => void api.remove(lead.id).then(onDeleted)}>
          Delete for good
        </button>
        <button type="button" className="btn-outline" onClick={() => setAsking(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}

export function LeadView({ id }: { id: string }) {
  // What the relay answered, for which lead: a screen for another id shows nothing until its own answer.
  const [shown, setShown] = useState<{ id: string; lead?: LeadDetail; error?: string }>();
  const lead = shown?.id === id ? shown.lead : undefined;
  const error = shown?.id === id ? (shown.error ?? '') : '';
  const setLead = (updated: LeadDetail) => setShown({ id, lead: updated });
  const setError = (message: string) => setShown((before) => ({ id, lead: before?.id === id ? before.lead : undefined, error: message }));
  const [, navigate] = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let current = true;
    api.lead(id).then(
      (found) => {
        if (!current) return;
        setShown({ id, lead: found });
        screenTitle.value = senderOf(found);
      },
      (failure: Error) => current && setShown({ id, error: failure.message }),
    );
    return () => {
      current = false;
    };
  }, [id]);

  // A new lead's heading takes the focus, so a screen reader starts reading there (after a click in the list, the focus would stay on nothing).
  const shownId = lead?.id;
  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);

  // The handled toggle is a new button after each change (keyed, below): the focus follows it there.
  const toggle = useRef<HTMLButtonElement>(null);
  const refocusToggle = useRef(false);
  const handledAt = lead?.handledAt;
  useEffect(() => {
    if (!refocusToggle.current) return;
    refocusToggle.current = false;
    toggle.current?.focus();
  }, [handledAt]);
  const markHandled = (handled: boolean) => {
    refocusToggle.current = true;
    void act(api.setHandled(id, handled), handled ? 'Marked handled.' : 'Marked open.');
  };

  /** Shows the lead as the relay now has it and says what changed. */
  const changed = (updated: LeadDetail, done: string) => {
    setLead(updated);
    announce(done, `/leads/${encodeURIComponent(id)}`);
    void refreshCounts();
  };
  /** Runs an action, then shows its outcome. */
  const act = (action: Promise<LeadDetail>, done: string) =>
    action.then(
      (updated) => changed(updated, done),
      (failure: Error) => setError(failure.message),
    );

  const back = lead?.spam ? '/spam' : '/';
  return (
    <article aria-labelledby="lead-title">
      <p className="mb-4">
        <Link href={back} className="text-link">
          {lead?.spam ? 'Back to suspected spam' : 'Back to the leads'}
        </Link>
      </p>
      {error && (
        <p role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-red-900">
          {error}
        </p>
      )}
      {!lead && !error && <p>Loading…</p>}
      {lead && (
        <>
          <h1 id="lead-title" ref={heading} tabIndex={-1} className="break-words text-2xl font-bold text-brand-900 focus:outline-none">
            {senderOf(lead)}
          </h1>
          <p className="mt-1 text-gray-700">
            {lead.formName}, received <time dateTime={lead.receivedAt}>{whenText(lead.receivedAt)}</time>. {lead.handledAt ? `Handled ${whenText(lead.handledAt)}.` : 'Open.'}
            {lead.responseMinutes !== null && ` Answered in ${minutesText(lead.responseMinutes)} of business hours.`}
            {lead.spam && ` Suspected spam: ${spamReasonText(lead.spamReason)}.`}
          </p>
          <ReachLinks lead={lead} />
          <div className="mt-4 flex flex-wrap gap-2">
            {/* Keyed: each state its own button, so the colours do not fade from one to the other (axe would read the fade). */}
            {lead.handledAt ? (
              <button key="open" ref={toggle} type="button" className="btn-outline" onClick={() => markHandled(false)}>
                Mark open
              </button>
            ) : (
              <button key="handled" ref={toggle} type="button" className="btn-secondary" onClick={() => markHandled(true)}>
                Mark handled
              </button>
            )}
            {lead.spam && (
              <button type="button" className="btn-primary" onClick={() => void act(api.release(lead.id), 'Released: the lead is being delivered.')}>
                Release to delivery
              </button>
            )}
            <DeleteButton
              lead={lead}
              onDeleted={() => {
                announce(`The lead from ${senderOf(lead)} was deleted.`, back);
                void refreshCounts();
                navigate(back);
              }}
            />
          </div>
          <AssignmentForm lead={lead} onAssigned={changed} onError={setError} />

          <section aria-labelledby="fields-title" className="surface-card mt-6 p-4 sm:p-6">
            <h2 id="fields-title" className="mb-4 text-xl font-bold text-brand-900">
              What the visitor sent
            </h2>
            <Facts rows={lead.fields.map((field) => [field.label, field.value])} />
            {lead.omittedFields > 0 && (
              <p className="mt-4 text-gray-700">
                {lead.omittedFields.toLocaleString('en-US')} more fields that no form has are not shown: a lead shows the fields its form has and at most 50 others.
              </p>
            )}
          </section>

          <LeadHistory lead={lead} onAdded={(updated) => changed(updated, historyWords.noteAdded)} />

          <section aria-labelledby="source-title" className="surface-card mt-6 p-4 sm:p-6">
            <h2 id="source-title" className="mb-4 text-xl font-bold text-brand-900">
              Where it came from
            </h2>
            <Facts
              rows={[
                ['Page', lead.page],
                ['Campaign', lead.campaign],
                ['E-mail subject', lead.subject],
                ['Sent from', doorWords[lead.door]],
                ['Lead', lead.id],
              ]}
            />
          </section>

          <Consent lead={lead} />

          <section aria-labelledby="delivery-title" className="surface-card mt-6 p-4 sm:p-6">
            <h2 id="delivery-title" className="mb-2 text-xl font-bold text-brand-900">
              Delivery: {deliveryWords[lead.delivery.status]}
            </h2>
            <Deliveries lead={lead} />
          </section>

          <LeadReplies lead={lead} onChanged={setLead} />
        </>
      )}
    </article>
  );
}
