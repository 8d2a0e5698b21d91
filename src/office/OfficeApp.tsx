/**
 * The inbox's frame: who is signed in and the sign-out button, the two
 * views (leads, suspected spam, people), and the screens under wouter's
 * /office base: the list (`/`, `/spam`), one lead (`/leads/:id`) and the
 * People screen (`/people`: ./PeopleScreen.tsx).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link, Route, Router, Switch, useLocation, useRoute } from 'wouter';
import { OFFICE_PATH, SIGN_OUT_PATH } from '../relay/office/officePaths';
import { api } from './api';
import { LeadList } from './LeadList';
import { LeadView } from './LeadView';
import { PeopleScreen } from './PeopleScreen';
import { peopleWords } from '../relay/office/peopleWords';
import { announcement, formChoices, signedInEmail, signedInRole } from './state';

function ViewLink({ href, children }: { href: string; children: string }) {
  const [current] = useRoute(href);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={`rounded-md px-3 py-2 font-semibold focus-ring ${current ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}>
      {children}
    </Link>
  );
}

export function OfficeShell() {
  useSignals();
  const [location] = useLocation();
  const { text, at } = announcement.value;
  const message = at === location ? text : '';
  useEffect(() => {
    api.session().then(
      (session) => {
        signedInEmail.value = session.email;
        signedInRole.value = session.role;
      },
      () => {},
    );
    api.forms().then(
      (choices) => (formChoices.value = choices.forms),
      () => {},
    );
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to the inbox
      </a>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="text-lg font-bold text-brand-900">Office inbox</p>
          <div className="flex flex-wrap items-center gap-3">
            {signedInEmail.value && (
              <p className="text-sm text-gray-700">
                Signed in as <span className="font-semibold">{signedInEmail.value}</span>
              </p>
            )}
            <form method="post" action={SIGN_OUT_PATH}>
              <button type="submit" className="btn-outline min-h-11 px-4 py-2 text-sm">
                Sign out
              </button>
            </form>
          </div>
        </div>
        <nav aria-label="Views" className="mx-auto flex max-w-6xl flex-wrap gap-2 px-4 pb-3">
          <ViewLink href="/">Leads</ViewLink>
          <ViewLink href="/spam">Suspected spam</ViewLink>
          <ViewLink href="/people">{signedInRole.value === 'staff' ? peopleWords.staffTitle : peopleWords.tab}</ViewLink>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none">
        {/* Always there, empty or not, so that screen readers hear what comes into it; a box only around a message. */}
        <p role="status" className={message ? 'mb-4 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 text-brand-900' : undefined}>
          {message}
        </p>
        <Switch>
          <Route path="/">
            <LeadList view="inbox" />
          </Route>
          <Route path="/spam">
            <LeadList view="spam" />
          </Route>
          <Route path="/leads/:id">{(params) => <LeadView id={params.id} />}</Route>
          <Route path="/people">
            <PeopleScreen />
          </Route>
          <Route>
            <h1 className="text-2xl font-bold text-brand-900">Not found</h1>
            <p className="mt-2">
              <Link href="/" className="text-link">
                Back to the leads
              </Link>
            </p>
          </Route>
        </Switch>
      </main>
    </>
  );
}

export function OfficeApp() {
  return (
    <Router base={OFFICE_PATH}>
      <OfficeShell />
    </Router>
  );
}
