/**
 * The People screen (docs/relay.md, "The office's people"): for the owner,
 * who is in (e-mail, role, added), the invitations still open, the form to
 * invite a person and a Remove button per person (after a confirmation);
 * for everyone, their own sessions and "Sign out everywhere". Staff see only
 * their sessions: the relay refuses them the rest (403) besides. The words
 * are src/relay/accounts/peopleWords.ts.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { PeopleList, Person } from '../../accounts/people';
import { peopleWords as words, roleWords } from '../../accounts/peopleWords';
import { api, navigation, type SessionView } from './api';
import { announce, screenTitle, signedInEmail, signedInRole } from './state';
import { whenText } from './words';

const SCREEN = '/people';

function Alert({ id, text }: { id?: string; text: string }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-red-900">
      {text}
    </p>
  );
}

function RemoveButton({ person, onRemoved }: { person: Person; onRemoved: () => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState('');
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  const questionId = `remove-question-${person.id}`;
  if (!asking)
    return (
      <button type="button" className="btn border-2 border-red-700 bg-white text-red-800 hover:bg-red-50" aria-label={`${words.remove} ${person.email}`} onClick={() => setAsking(true)}>
        {words.remove}
      </button>
    );
  return (
    <div role="group" aria-labelledby={questionId} className="mt-2 w-full rounded-lg border-2 border-red-700 bg-red-50 p-4">
      <p id={questionId} className="font-semibold text-red-900">
        {words.removeQuestion(person.email)}
      </p>
      <Alert text={error} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button ref={confirm} type="button" className="btn bg-red-800 text-white hover:bg-red-900" onClick={() => void api.removePerson(person.id).then(onRemoved, (failure: Error) => setError(failure.message))}>
          {words.removeYes}
        </button>
        <button type="button" className="btn-outline" onClick={() => setAsking(false)}>
          {words.removeNo}
        </button>
      </div>
    </div>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    api.invite(email).then(
      (answer) => {
        setSending(false);
        setError('');
        setEmail('');
        announce(words.invited(answer.invited), SCREEN);
        onInvited();
      },
      // The typed address stays, with the reason beside it.
      (failure: Error) => {
        setSending(false);
        setError(failure.message);
      },
    );
  };
  return (
    <section aria-labelledby="invite-title" className="surface-card mt-6 p-4 sm:p-6">
      <h2 id="invite-title" className="mb-2 text-xl font-bold text-brand-900">
        {words.inviteTitle}
      </h2>
      <p id="invite-hint" className="mb-4 text-gray-700">
        {words.inviteHint}
      </p>
      <Alert id="invite-error" text={error} />
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="grid min-w-0 flex-1 gap-1">
          <label htmlFor="invite-email" className="font-semibold text-gray-900">
            {words.inviteEmail}
          </label>
          <input
            id="invite-email"
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-describedby={error ? 'invite-hint invite-error' : 'invite-hint'}
            aria-invalid={error ? true : undefined}
            className="min-h-11 w-full rounded-md border border-gray-500 px-3 py-2"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={sending}>
          {words.inviteButton}
        </button>
      </form>
    </section>
  );
}

function PeopleSection() {
  const [list, setList] = useState<PeopleList>();
  const [error, setError] = useState('');
  const load = useCallback(() => {
    api.people().then(setList, (failure: Error) => setError(failure.message));
  }, []);
  useEffect(load, [load]);
  return (
    <>
      <section aria-labelledby="people-title" className="surface-card mt-6 p-4 sm:p-6">
        <h2 id="people-title" className="mb-4 text-xl font-bold text-brand-900">
          {words.whoIsIn}
        </h2>
        <Alert text={error} />
        {!list && !error && <p>{words.loading}</p>}
        {list && (
          <ul className="m-0 grid list-none gap-3 p-0">
            {list.people.map((person) => (
              <li key={person.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-200 p-3">
                <div className="min-w-0">
                  <p className="break-words font-semibold text-gray-900">
                    {person.email} {person.email === signedInEmail.value && <span className="font-normal text-gray-700">{words.you}</span>}
                  </p>
                  <p className="text-sm text-gray-700">
                    {words.role}: {roleWords[person.role]} · {words.added} <time dateTime={person.addedAt}>{whenText(person.addedAt)}</time>
                  </p>
                </div>
                {person.email !== signedInEmail.value && (
                  <RemoveButton
                    person={person}
                    onRemoved={() => {
                      announce(words.removed(person.email), SCREEN);
                      load();
                    }}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {list && list.invitations.length > 0 && (
          <>
            <h3 className="mb-2 mt-6 text-lg font-semibold text-brand-900">{words.invitedTitle}</h3>
            <ul className="m-0 grid gap-1 pl-5">
              {list.invitations.map((invitation) => (
                <li key={invitation.email} className="break-words">
                  {words.invitedUntil(invitation.email, whenText(invitation.expiresAt))}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <InviteForm onInvited={load} />
    </>
  );
}

/** Staff's screen is this section alone, under its own h1: then it has no heading of its own. */
function SessionsSection({ headed }: { headed: boolean }) {
  const [sessions, setSessions] = useState<SessionView[]>();
  const [error, setError] = useState('');
  useEffect(() => {
    api.sessions().then(
      (answer) => setSessions(answer.sessions),
      (failure: Error) => setError(failure.message),
    );
  }, []);
  const signOutEverywhere = () => void api.signOutEverywhere().then(() => navigation.toSignIn(), (failure: Error) => setError(failure.message));
  return (
    <section aria-labelledby={headed ? 'sessions-title' : 'people-screen-title'} className="surface-card mt-6 p-4 sm:p-6">
      {headed && (
        <h2 id="sessions-title" className="mb-2 text-xl font-bold text-brand-900">
          {words.sessionsTitle}
        </h2>
      )}
      <p className="mb-4 text-gray-700">{words.sessionsIntro}</p>
      <Alert text={error} />
      {!sessions && !error && <p>{words.loading}</p>}
      {sessions && (
        <ul className="m-0 mb-4 grid list-none gap-2 p-0">
          {sessions.map((session, index) => (
            <li key={index} className="rounded-lg border border-gray-200 p-3">
              <p className="font-semibold text-gray-900">{session.current ? words.thisBrowser : words.otherBrowser}</p>
              <p className="text-sm text-gray-700">
                {words.signedInAt} <time dateTime={session.signedInAt}>{whenText(session.signedInAt)}</time> · {words.lastSeen} <time dateTime={session.lastSeen}>{whenText(session.lastSeen)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="btn-outline" onClick={signOutEverywhere}>
        {words.signOutEverywhere}
      </button>
    </section>
  );
}

export function PeopleScreen() {
  useSignals();
  const owner = signedInRole.value === 'owner';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    screenTitle.value = owner ? words.title : words.staffTitle;
  }, [owner]);
  return (
    <article aria-labelledby="people-screen-title">
      <h1 id="people-screen-title" ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-900 focus:outline-none">
        {owner ? words.title : words.staffTitle}
      </h1>
      {owner && <p className="mt-1 text-gray-700">{words.intro}</p>}
      {owner && <PeopleSection />}
      {signedInRole.value && <SessionsSection headed={owner} />}
    </article>
  );
}
