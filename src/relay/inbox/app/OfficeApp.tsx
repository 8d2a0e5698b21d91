/**
 * The inbox's frame: who is signed in and the sign-out button, the two
 * views (leads, suspected spam, people) and the link to Pages, the content
 * editor (a page of its own at /office/pages/), and the screens under wouter's
 * /office base: the list (`/`, `/spam`), one lead (`/leads/:id`) and the
 * People screen (`/people`: ./PeopleScreen.tsx).
 */
import { effect } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { Link, Route, Router, Switch, useLocation, useRoute } from 'wouter';
import { EDITOR_PAGE_PATH, OFFICE_PATH, SIGN_OUT_PATH } from '../../office/officePaths';
import { api } from './api';
import { LeadList } from './LeadList';
import { LeadView } from './LeadView';
import { leadCounts, watchCounts } from './liveCounts';
import { PeopleScreen } from './PeopleScreen';
import { peopleWords } from '../../accounts/peopleWords';
import { announcement, formChoices, screenTitle, signedInEmail, signedInRole } from './state';

/** A view's tab; `count` (open leads, held spam) in a pill after its name, read with it ("Leads 3 open"). */
function ViewLink({ href, children, count }: { href: string; children: string; count?: string }) {
  const [current] = useRoute(href);
  return (
    <Link href={href} aria-current={current ? 'page' : undefined} className={`inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold focus-ring ${current ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'}`}>
      {children}
      {count && (
        <>
          {' '}
          <span className={`rounded-full px-2 text-sm ${current ? 'bg-white text-brand-900' : 'bg-brand-100 text-brand-900'}`}>{count}</span>
        </>
      )}
    </Link>
  );
}

/** The tab's title: the screen's, after the open leads' count, so a tab in the background says how many wait. */
const titleOf = (screen: string, open: number | undefined) => `${open ? `(${open.toLocaleString('en-US')}) ` : ''}${screen ? `${screen} · ` : ''}Office inbox`;

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
    const stopWatching = watchCounts();
    const stopTitle = effect(() => {
      document.title = titleOf(screenTitle.value, leadCounts.value?.open);
    });
    return () => {
      stopWatching();
      stopTitle();
    };
  }, []);
  const counts = leadCounts.value;
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
          <ViewLink href="/" count={counts && `${counts.open.toLocaleString('en-US')} open`}>
            Leads
          </ViewLink>
          <ViewLink href="/spam" count={counts && counts.spam.toLocaleString('en-US')}>
            Suspected spam
          </ViewLink>
          {/* The content editor is a page of its own (Decap CMS), loaded whole: a plain link, not the router's. */}
          <a href={EDITOR_PAGE_PATH} className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus-ring">
            Pages
          </a>
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
