/**
 * The inbox's screens (src/relay/inbox/app/) with Testing Library and user-event,
 * talking to the relay's real inbox API (src/relay/inbox/inbox.ts) on an
 * in-memory SQLite database: `fetch` is answered by that Hono app in the
 * same process instead of over a socket. Leads are stored by posting real
 * submissions to the relay's ajax door. The session's one route stands in
 * for the office app's (src/relay/office/officeApp.ts), which needs a
 * signed-in cookie jsdom's fetch would not carry here.
 */
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { formDefinitions } from '../../../../src/formDefinitions/registry';
import { formDefinitions as spanishDefinitions } from '../../../../src/formDefinitions/es/registry';
import { toPayload } from '../../../../src/forms/payload';
import { forgetLeftList } from '../../../../src/relay/inbox/app/LeadList';
import { LIVE_POLL_MS, leadCounts } from '../../../../src/relay/inbox/app/liveCounts';
import { OfficeShell } from '../../../../src/relay/inbox/app/OfficeApp';
import { announcement, formChoices, signedInEmail } from '../../../../src/relay/inbox/app/state';
import { createRelayApp, RELAY_AJAX_PATH } from '../../../../src/relay/app';
import { openRelayDatabase, type RelayStore } from '../../../../src/relay/node/database';
import { consentVersion } from '../../../../src/relay/consentVersion';
import { inbox } from '../../../../src/relay/inbox/inbox';
import { CONSENT_WORDS, timeText } from '../../../../src/relay/words';
import { validValues } from '../../../support/formFixtures';
import { signedInAs } from '../../../support/signedInOffice';
import { fireEvent, render, screen, userEvent, waitFor, within } from '../../../unit/test-utils';

// Each test posts real submissions through the relay before it draws: a second quiet, past vitest's 5 s beside another run.
vi.setConfig({ testTimeout: 20_000 });

const ORIGIN = 'http://office.test';
let store: RelayStore;
let clock: Date;
/** The relay's doors over this test's database, made once a test: its clock is read at each post. */
let relayDoors: ReturnType<typeof createRelayApp>;

async function submit(fields: Record<string, string>) {
  clock = new Date(clock.getTime() + 60_000);
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await relayDoors.request(`${ORIGIN}${RELAY_AJAX_PATH}`, { method: 'POST', body });
  return ((await response.json()) as { id: string }).id;
}

const contact = (overrides: Record<string, string>) => ({ ...toPayload(formDefinitions.contact, validValues(formDefinitions.contact)), sourcePage: '/contact', ...overrides });
const auto = (overrides: Record<string, string>) => ({ ...toPayload(formDefinitions.auto, validValues(formDefinitions.auto)), sourcePage: '/services/auto', sourceCampaign: 'spring / cpc', ...overrides });

function renderInbox(path = '/') {
  const location = memoryLocation({ path: `/office${path}`, record: true });
  const user = userEvent.setup({ delay: null });
  render(
    <Router base="/office" hook={location.hook} searchHook={location.searchHook}>
      <OfficeShell />
    </Router>,
  );
  return { user, location };
}

/** Fifty-two leads, one page more than the relay's first answer holds, and the inbox open on their list. */
async function inboxOfTwoPages() {
  for (let n = 1; n <= 52; n++) await submit(contact({ firstName: `Visitor${n}`, lastName: 'Test', email: `visitor${n}@example.com` }));
  const rendered = renderInbox();
  return { ...rendered, list: await screen.findByRole('list', { name: 'Leads' }) };
}

/** From lead `name`'s screen, Back to the leads: the list found again, at the list's own address. */
async function backFromLead(name: string, { user, location }: ReturnType<typeof renderInbox>) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Back to the leads' }));
  expect(location.history.at(-1)).toBe('/office/');
  return screen.findByRole('list', { name: 'Leads' });
}

beforeEach(async () => {
  store = await openRelayDatabase(':memory:');
  clock = new Date('2026-11-28T15:00:00.000Z');
  relayDoors = createRelayApp({ db: store.db, batch: store.batch, now: () => clock });
  const relay = new Hono();
  relay.get('/office/api/session', (c) => c.json({ email: 'office@agency.example' }));
  relay.route('/office', signedInAs(inbox({ db: store.db, batch: store.batch, now: () => clock })));
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => relay.request(new URL(input, ORIGIN).href, init));
  signedInEmail.value = undefined;
  formChoices.value = [];
  announcement.value = { text: '', at: '' };
  forgetLeftList();
  leadCounts.value = undefined;
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await store.close();
});

describe('the list', () => {
  it('shows each lead with its form, source, sender and delivery; filters by form and text; exports with the same filters', async () => {
    await submit(contact({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '(630) 555-0101' }));
    await submit(auto({ firstName: 'Bo', lastName: 'Lee', email: 'bo@example.com' }));
    await submit(contact({ firstName: 'Spam', _honey: 'filled' }));
    const { user, location } = renderInbox();

    expect(await screen.findByText('office@agency.example')).toBeInTheDocument();
    // Leads, Pages (the content editor, a page of its own) and People, in that order.
    const views = within(screen.getByRole('navigation', { name: 'Views' })).getAllByRole('link');
    expect(views.map((link) => link.textContent?.replace(/\d.*$/, '').trim())).toEqual(['Leads', 'Suspected spam', 'Pages', 'People']);
    expect(screen.getByRole('link', { name: 'Pages' })).toHaveAttribute('href', '/office/pages/');
    const list = await screen.findByRole('list', { name: 'Leads' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Bo Lee', 'Ana Ruiz']);
    expect(cards[0]).toHaveTextContent('Auto insurance quote');
    expect(cards[0]).toHaveTextContent('/services/auto');
    expect(cards[0]).toHaveTextContent('spring / cpc');
    expect(cards[1]).toHaveTextContent('(630) 555-0101');
    expect(cards[1]).toHaveTextContent('Sending');
    expect(cards[1]).toHaveTextContent('Open');
    expect(screen.queryByText(/Spam/)).not.toBeInTheDocument();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Form' }), 'Send us a message');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(location.history.at(-1)).toBe('/office/?form=contact');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('heading').map((lead) => lead.textContent)).toEqual(['Ana Ruiz']));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/office/api/leads.csv?form=contact');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody{Enter}');
    expect(await screen.findByText('No lead matches these filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /^Suspected spam/ }));
    const spam = await screen.findByRole('list', { name: 'Suspected spam' });
    expect(within(spam).getByRole('listitem')).toHaveTextContent('Not delivered');
    expect(screen.getByRole('link', { name: /^Suspected spam/ })).toHaveAttribute('aria-current', 'page');
  });

  it('shows 50 leads, then the next page on "Show more"', async () => {
    const { user, list } = await inboxOfTwoPages();
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    // How many match, not "50+" (the list's total: docs/relay.md, "The office's inbox").
    expect(screen.getByText('52 leads, newest first. 50 shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(52));
    expect(screen.getByText('52 leads, newest first.')).toBeInTheDocument();
    expect(within(list).getAllByRole('heading').at(-1)).toHaveTextContent('Visitor1 Test');
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('one lead', () => {
  it('shows invisible and direction-changing characters as marks, in the list and in the lead (src/lib/visibleMarks.ts)', async () => {
    const id = await submit(contact({ firstName: 'Ann\u202Egnp.exe', lastName: 'Lee\u200B', message: 'Pay\u2066 here\u2069\r\nsecond line' }));
    const { user } = renderInbox();
    const list = await screen.findByRole('list', { name: 'Leads' });
    const link = within(list).getByRole('link', { name: 'Ann[U+202E]gnp.exe Lee[U+200B]' });
    expect(link).toHaveAttribute('href', `/office/leads/${encodeURIComponent(id)}`);
    await user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ann[U+202E]gnp.exe Lee[U+200B]' })).toBeInTheDocument();
    const fields = await screen.findByRole('region', { name: 'What the visitor sent' });
    expect(fields).toHaveTextContent('Pay[U+2066] here[U+2069]');
    expect(fields.textContent).not.toMatch(/[\u202E\u200B\u2066\u2069]/);
    // The line break a message legitimately has stays a line break.
    expect(within(fields).getByText(/second line/).textContent).toMatch(/\r?\nsecond line$/);
  });

  it('shows every field as text, is marked handled and open again, and is deleted after a confirmation', async () => {
    const id = await submit(contact({ firstName: 'Ana', lastName: 'Ruiz', message: '<script>window.hacked = true</script><b>bold?</b>' }));
    await submit(contact({ firstName: 'Cy', lastName: 'Doe' }));
    const { user, location } = renderInbox(`/leads/${id}`);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' });
    await waitFor(() => expect(heading).toHaveFocus());
    const fields = screen.getByRole('region', { name: 'What the visitor sent' });
    const terms = within(fields).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(formDefinitions.contact.fields.map((field) => field.label));
    expect(within(fields).getByText('<script>window.hacked = true</script><b>bold?</b>')).toBeInTheDocument();
    expect(fields.querySelector('script, b')).toBeNull();
    expect(screen.getByRole('region', { name: 'Where it came from' })).toHaveTextContent('/contact');

    await user.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('button', { name: 'Mark open' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Marked handled.');
    expect((await store.db.selectFrom('leads').select('handled_at').where('id', '=', id).executeTakeFirstOrThrow()).handled_at).toBe(clock.toISOString());
    await user.click(screen.getByRole('button', { name: 'Mark open' }));
    expect(await screen.findByRole('button', { name: 'Mark handled' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('group', { name: /Delete this lead for good\?/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete for good' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await store.db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(location.history.at(-1)).toBe('/office/'));
    expect(await screen.findByRole('status')).toHaveTextContent('The lead from Ana Ruiz was deleted.');
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(within(list).getAllByRole('heading').map((lead) => lead.textContent)).toEqual(['Cy Doe']);
    // The message belongs to the list it left for: another screen does not repeat it.
    await user.click(within(list).getByRole('link', { name: 'Cy Doe' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cy Doe' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(await store.db.selectFrom('leads').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});

describe('live', () => {
  it('shows a lead that arrives while the list is open, announced and counted in the tab and the title, on the next ask (every LIVE_POLL_MS)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await submit(contact({ firstName: 'Ana', lastName: 'Ruiz' }));
      await submit(contact({ firstName: 'Spam', _honey: 'filled' }));
      renderInbox();
      const list = await screen.findByRole('list', { name: 'Leads' });
      const leadsTab = () => screen.getByRole('link', { name: /^Leads/ });
      await waitFor(() => expect(leadsTab()).toHaveAccessibleName('Leads 1 open'));
      expect(screen.getByRole('link', { name: /^Suspected spam/ })).toHaveAccessibleName('Suspected spam 1');
      expect(document.title).toBe('(1) Leads · Office inbox');

      await submit(contact({ firstName: 'Bo', lastName: 'Lee', phone: '(630) 555-0142' }));
      // Nothing asked yet: the list is as it was.
      expect(within(list).getAllByRole('heading').map((lead) => lead.textContent)).toEqual(['Ana Ruiz']);
      await vi.advanceTimersByTimeAsync(LIVE_POLL_MS);
      await waitFor(() => expect(within(list).getAllByRole('heading').map((lead) => lead.textContent)).toEqual(['Bo Lee', 'Ana Ruiz']));
      expect(screen.getByRole('status')).toHaveTextContent('A new lead arrived.');
      expect(leadsTab()).toHaveAccessibleName('Leads 2 open');
      expect(document.title).toBe('(2) Leads · Office inbox');
      expect(within(list).getByRole('link', { name: '(630) 555-0142' })).toHaveAttribute('href', 'tel:+16305550142');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the list when the counts answer before it (a slow list is not dropped for the counts)', async () => {
    await submit(contact({ firstName: 'Ana', lastName: 'Ruiz' }));
    const answer = fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.includes('/api/leads')) await new Promise((done) => setTimeout(done, 300));
      return answer(input, init);
    });
    renderInbox();
    await waitFor(() => expect(screen.getByRole('link', { name: /^Leads/ })).toHaveAccessibleName('Leads 1 open'));
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(within(list).getAllByRole('heading').map((lead) => lead.textContent)).toEqual(['Ana Ruiz']);
  });

  it('a new lead\'s list and "Show more" answered together: the second page stays, the new lead on top', async () => {
    const { user, list } = await inboxOfTwoPages();
    await waitFor(() => expect(screen.getByRole('link', { name: /^Leads/ })).toHaveAccessibleName('Leads 52 open'));
    // The list asked again for the new lead is answered only with the second page, in the same turn: before React has drawn either.
    const answer = fetch;
    let releaseFirstPage: () => void = () => {};
    const firstPageHeld = new Promise<void>((done) => (releaseFirstPage = done));
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (!input.includes('/api/leads?') && !input.endsWith('/api/leads')) return answer(input, init);
      const response = await answer(input, init);
      const body = await response.text();
      if (input.includes('after=')) releaseFirstPage();
      else await firstPageHeld;
      return new Response(body, { status: response.status, headers: response.headers });
    });
    await submit(contact({ firstName: 'Newest', lastName: 'Lead' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(53));
    expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('Newest Lead');
    expect(within(list).getByRole('link', { name: 'Visitor1 Test' })).toBeInTheDocument();
  });

  it('asks again when Filter is pressed with the same filters', async () => {
    await submit(contact({ firstName: 'Ana', lastName: 'Ruiz' }));
    const { user } = renderInbox();
    const list = await screen.findByRole('list', { name: 'Leads' });
    await submit(contact({ firstName: 'Bo', lastName: 'Lee' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(within(list).getAllByRole('heading').map((lead) => lead.textContent)).toEqual(['Bo Lee', 'Ana Ruiz']));
  });

  it('marks handled: the open count in the tab goes down at once', async () => {
    const id = await submit(contact({ firstName: 'Ana', lastName: 'Ruiz' }));
    const { user } = renderInbox(`/leads/${id}`);
    await waitFor(() => expect(screen.getByRole('link', { name: /^Leads/ })).toHaveAccessibleName('Leads 1 open'));
    await user.click(await screen.findByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(screen.getByRole('link', { name: /^Leads/ })).toHaveAccessibleName('Leads 0 open'));
    expect(document.title).toBe('Ana Ruiz · Office inbox');
  });

  it('a lead opened the moment "Show more" is drawn, before React has run its effects: Back finds both pages and the focus on that lead', async () => {
    const inbox = await inboxOfTwoPages();
    const { user } = inbox;
    let list = inbox.list;
    // A mutation observer's callback runs right after React's commit, before the task that runs its effects: the click
    // lands there, as a click does that comes within a frame of the page's answer.
    const opened = new Promise<void>((done) => {
      const watch = new MutationObserver(() => {
        const link = within(list).queryByRole('link', { name: 'Visitor1 Test' });
        if (!link) return;
        watch.disconnect();
        fireEvent.click(link);
        done();
      });
      watch.observe(list, { childList: true, subtree: true });
    });
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await opened;
    list = await backFromLead('Visitor1 Test', inbox);
    expect(within(list).getAllByRole('listitem')).toHaveLength(52);
    expect(within(list).getByRole('link', { name: 'Visitor1 Test' })).toHaveFocus();
  });

  it('back from a lead opened after "Show more", the list is as it was left: every lead loaded, the focus on the lead opened', async () => {
    const inbox = await inboxOfTwoPages();
    const { user } = inbox;
    let list = inbox.list;
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(52));
    await user.click(within(list).getByRole('link', { name: 'Visitor2 Test' }));
    list = await backFromLead('Visitor2 Test', inbox);
    // At once, not after the relay's answer: the list kept, with both pages.
    expect(within(list).getAllByRole('listitem')).toHaveLength(52);
    expect(within(list).getByRole('link', { name: 'Visitor2 Test' })).toHaveFocus();
    // The relay's answer (the first page again) keeps the second page.
    await new Promise((done) => setTimeout(done, 200));
    expect(within(list).getAllByRole('listitem')).toHaveLength(52);
  });
});

describe('bulk actions', () => {
  it('selects leads by keyboard and marks them handled in one request, announced; deletes after a confirmation naming how many; refuses none selected', async () => {
    await submit(contact({ firstName: 'Ana', lastName: 'Ruiz', subject: 'billing', message: 'I was charged twice for March.\nPolicy 123.' }));
    await submit(contact({ firstName: 'Bo', lastName: 'Lee', subject: 'claim' }));
    await submit(contact({ firstName: 'Cy', lastName: 'Doe' }));
    await submit(auto({ firstName: 'Di', lastName: 'Ng' }));
    const requests: string[] = [];
    const answer = fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (init?.method === 'POST') requests.push(`${input} ${String(init.body)}`);
      return answer(input, init);
    });
    const { user } = renderInbox();
    const list = await screen.findByRole('list', { name: 'Leads' });
    expect(screen.getByText('4 leads, newest first.')).toBeInTheDocument();
    // The preview tells two contact messages apart: the subject chosen, the message's first line.
    expect(within(list).getAllByRole('listitem')[3]).toHaveTextContent('Billing Question · I was charged twice for March.');
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Claim Inquiry');

    const bar = screen.getByRole('group', { name: 'Selected leads' });
    await user.click(within(bar).getByRole('button', { name: 'Mark handled' }));
    expect(within(bar).getByRole('alert')).toHaveTextContent('Select at least one lead.');
    expect(requests).toEqual([]);

    // By keyboard: Tab to a lead's checkbox, Space.
    within(list).getByRole('checkbox', { name: 'Select Ana Ruiz' }).focus();
    await user.keyboard(' ');
    within(list).getByRole('checkbox', { name: 'Select Bo Lee' }).focus();
    await user.keyboard(' ');
    expect(within(bar).queryByRole('alert')).not.toBeInTheDocument();
    expect(bar).toHaveTextContent('2 selected');
    expect(within(bar).getByRole('checkbox', { name: 'Select all shown' })).toHaveProperty('indeterminate', true);
    within(bar).getByRole('button', { name: 'Mark handled' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 leads marked handled.'));
    expect(requests).toHaveLength(1);
    const ids = within(list)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('data-lead'))
      .map((link) => link.getAttribute('data-lead'));
    expect(JSON.parse(requests[0].slice(requests[0].indexOf(' ') + 1))).toEqual({ action: 'handled', ids: [ids[2], ids[3]] });
    expect(within(list).getAllByRole('listitem').map((card) => /Handled/.test(card.textContent ?? ''))).toEqual([false, false, true, true]);
    expect(bar).toHaveTextContent('0 selected');
    expect(within(bar).getByRole('checkbox', { name: 'Select all shown' })).toHaveFocus();

    await user.click(within(bar).getByRole('checkbox', { name: 'Select all shown' }));
    expect(within(list).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    const question = within(bar).getByRole('group', { name: /Delete the 4 selected leads for good\?/ });
    expect(within(question).getByRole('button', { name: 'Delete for good' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep them' }));
    expect(requests).toHaveLength(1);
    await user.click(within(list).getByRole('checkbox', { name: 'Select Di Ng' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete' }));
    await user.click(within(bar).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('3 leads deleted.'));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('heading').map((lead) => lead.textContent)).toEqual(['Di Ng']));
    expect(screen.getByText('1 lead, newest first.')).toBeInTheDocument();
  });

  it('sorts oldest first, kept in the address', async () => {
    await submit(contact({ firstName: 'Ana', lastName: 'Ruiz' }));
    await submit(contact({ firstName: 'Bo', lastName: 'Lee' }));
    const { user, location } = renderInbox();
    await screen.findByRole('list', { name: 'Leads' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'Oldest first');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(location.history.at(-1)).toBe('/office/?sort=oldest');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Leads' })).getAllByRole('heading').map((lead) => lead.textContent)).toEqual(['Ana Ruiz', 'Bo Lee']));
    expect(screen.getByText('2 leads, oldest first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/office/api/leads.csv?sort=oldest');
  });
});

describe('the consent kept', () => {
  it('shows the words the visitor agreed to, their language and version, when, on which page and from which address; plain words for a lead without', async () => {
    // The sender's address as Node reports an IPv4 peer on a dual-stack socket: shown as the IPv4 address.
    relayDoors = createRelayApp({ db: store.db, batch: store.batch, now: () => clock, remoteAddress: () => '::ffff:198.51.100.23' });
    const words = 'Acepto los Términos del servicio y la Política de privacidad';
    const id = await submit({ ...toPayload(spanishDefinitions.quickQuote, validValues(spanishDefinitions.quickQuote)), sourcePage: '/es/cotizacion', firstName: 'María', lastName: 'López' });
    const receivedAt = clock;
    const without = await submit(contact({ firstName: 'Cy', lastName: 'Doe', policyAgreement: 'false' }));
    const { user } = renderInbox(`/leads/${id}`);

    await screen.findByRole('heading', { level: 1, name: 'María López' });
    const consent = screen.getByRole('region', { name: CONSENT_WORDS.title });
    const facts = Object.fromEntries(within(consent).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts).toEqual({
      [CONSENT_WORDS.text]: words,
      [CONSENT_WORDS.language]: 'Spanish',
      [CONSENT_WORDS.version]: consentVersion(words),
      [CONSENT_WORDS.when]: timeText(receivedAt),
      [CONSENT_WORDS.page]: '/es/cotizacion',
      [CONSENT_WORDS.address]: '198.51.100.23',
    });

    await user.click(screen.getByRole('link', { name: 'Back to the leads' }));
    await user.click(await screen.findByRole('link', { name: 'Cy Doe' }));
    await screen.findByRole('heading', { level: 1, name: 'Cy Doe' });
    expect(screen.getByRole('region', { name: CONSENT_WORDS.title })).toHaveTextContent(CONSENT_WORDS.none);
    expect(within(screen.getByRole('region', { name: CONSENT_WORDS.title })).queryAllByRole('term')).toEqual([]);
    expect(without).not.toBe(id);
  });
});

describe('reaching a visitor', () => {
  it('offers a call and an e-mail on the lead', async () => {
    const id = await submit(contact({ firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', phone: '630.555.0142 ext. 6' }));
    renderInbox(`/leads/${id}`);
    const reach = await screen.findByRole('list', { name: 'Reach them' });
    expect(within(reach).getByRole('link', { name: 'Call 630.555.0142 ext. 6' })).toHaveAttribute('href', 'tel:+16305550142,6');
    expect(within(reach).getByRole('link', { name: 'E-mail ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
  });
});

describe('nothing falls through, and response time', () => {
  const handle = (id: string, handled: boolean) =>
    fetch(`${ORIGIN}/office/api/leads/${id}/handled`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ handled }) });

  it("shows this week's response times in business minutes, and the open leads whose e-mail failed for good, linked", async () => {
    // Wednesday 2026-12-02, 9:00 am in Chicago: the leads at 9:01, 9:02 and 9:03.
    clock = new Date('2026-12-02T15:00:00.000Z');
    const quick = await submit(contact({ firstName: 'Quinn', lastName: 'Fast' }));
    const slow = await submit(contact({ firstName: 'Sal', lastName: 'Late' }));
    const lost = await submit(contact({ firstName: 'Lou', lastName: 'Lost' }));
    clock = new Date('2026-12-02T15:04:00.000Z');
    expect((await handle(quick, true)).status).toBe(200);
    // Opened again and handled later: its first answer stays.
    clock = new Date('2026-12-02T15:10:00.000Z');
    await handle(quick, false);
    await handle(quick, true);
    // The slow one marked handled with the list's bulk action: its first answer kept too.
    clock = new Date('2026-12-02T15:30:00.000Z');
    const bulk = await fetch(`${ORIGIN}/office/api/leads/bulk`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action: 'handled', ids: [slow] }) });
    expect(bulk.status).toBe(200);
    clock = new Date('2026-12-02T15:40:00.000Z');
    await store.db.updateTable('deliveries').set({ state: 'failed', last_answer: '550 5.1.1 Mailbox unavailable' }).where('lead_id', '=', lost).where('kind', '=', 'office').execute();

    const answer = (await (await fetch(`${ORIGIN}/office/api/response-times`)).json()) as Record<string, unknown>;
    // 3 and 28 business minutes answered; the third open past 5 minutes: 1 of 3 within 5.
    expect(answer).toEqual({ weekStart: '2026-11-30T06:00:00.000Z', leads: 3, answered: 2, medianMinutes: 15.5, withinFiveShare: 1 / 3 });

    // Per lead: from its arrival to its first handling, in business minutes.
    const detail = (await (await fetch(`${ORIGIN}/office/api/leads/${quick}`)).json()) as Record<string, unknown>;
    expect({ answeredAt: detail.answeredAt, responseMinutes: detail.responseMinutes }).toEqual({ answeredAt: '2026-12-02T15:04:00.000Z', responseMinutes: 3 });

    const { user } = renderInbox('/');
    expect(await screen.findByText('This week: 3 leads, 2 answered; median response 16 min of business hours; 33% answered within 5 minutes.')).toBeInTheDocument();
    const banner = await screen.findByRole('region', { name: "A lead's e-mail could not be delivered to the office" });
    const link = within(banner).getByRole('link', { name: 'Send us a message (Policy Question): Lou Lost' });
    expect(link).toHaveAttribute('href', `/office/leads/${lost}`);
    expect(banner).toHaveTextContent('the last answer: 550 5.1.1 Mailbox unavailable');

    await user.click(screen.getByRole('link', { name: 'Quinn Fast' }));
    expect(await screen.findByText(/Answered in 3 min of business hours\./)).toBeInTheDocument();
  });
});
