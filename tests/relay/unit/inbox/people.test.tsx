/**
 * The People screen (src/relay/inbox/app/PeopleScreen.tsx) with Testing Library,
 * talking to the relay's real People API (src/relay/accounts/peopleApi.ts)
 * on an in-memory SQLite database, `fetch` answered by that Hono app in the
 * same process (as tests/relay/unit/inbox/inbox.test.tsx does). The signed-in
 * person stands in for requireOffice's: the owner, or staff.
 */
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { navigation } from '../../../../src/relay/inbox/app/api';
import { OfficeShell } from '../../../../src/relay/inbox/app/OfficeApp';
import { announcement, signedInEmail, signedInRole } from '../../../../src/relay/inbox/app/state';
import { mailSettingsOf } from '../../../../src/relay/settings';
import { openRelayDatabase, type RelayStore } from '../../../../src/relay/node/database';
import { peopleApi } from '../../../../src/relay/accounts/peopleApi';
import { peopleWords } from '../../../../src/relay/accounts/peopleWords';
import type { OfficeEnv } from '../../../../src/relay/accounts/session';
import type { Role } from '../../../../src/relay/schema';
import { render, screen, userEvent, within } from '../../../unit/test-utils';

const ORIGIN = 'http://office.test';
/** A screen drawn, typed into and answered several times over: 1-2 s alone, past vitest's 5 s beside other runs. */
const SCREEN_MS = 20_000;
const OWNER = 'owner@agency.example';
const STAFF = 'staff@agency.example';
let store: RelayStore;
const clock = new Date('2026-11-29T15:00:00.000Z');

async function addAccount(id: string, email: string, role: Role) {
  await store.db.insertInto('accounts').values({ id, email, role, password_hash: 'scrypt$x', created_at: clock.toISOString(), updated_at: clock.toISOString() }).execute();
  const expires = new Date(clock.getTime() + 60 * 60_000).toISOString();
  await store.db.insertInto('sessions').values({ id: `${id}-session`, account_id: id, created_at: clock.toISOString(), expires_at: expires, last_seen: clock.toISOString() }).execute();
}

/** The app as `who` sees it, at /office/people. */
function renderPeople(who: { id: string; email: string; role: Role }) {
  const relay = new Hono<OfficeEnv>();
  relay.use('*', async (c, next) => {
    c.set('office', { accountId: who.id, email: who.email, role: who.role, sessionId: `${who.id}-session` });
    await next();
  });
  relay.get('/office/api/forms', (c) => c.json({ forms: [] }));
  relay.route('/office', peopleApi({ db: store.db, batch: store.batch, now: () => clock, mail: mailSettingsOf(), linkOrigin: ORIGIN }));
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => relay.request(new URL(input, ORIGIN).href, init));
  const location = memoryLocation({ path: '/office/people', record: true });
  render(
    <Router base="/office" hook={location.hook} searchHook={location.searchHook}>
      <OfficeShell />
    </Router>,
  );
  return userEvent.setup({ delay: null });
}

beforeEach(async () => {
  store = await openRelayDatabase(':memory:');
  await addAccount('owner', OWNER, 'owner');
  await addAccount('staff', STAFF, 'staff');
  signedInEmail.value = undefined;
  signedInRole.value = undefined;
  announcement.value = { text: '', at: '' };
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await store.close();
});

describe('the People screen, for the owner', () => {
  it('lists who is in, invites (a refusal said, the address kept), and removes a person after a confirmation', { timeout: SCREEN_MS }, async () => {
    const user = renderPeople({ id: 'owner', email: OWNER, role: 'owner' });
    expect(await screen.findByRole('heading', { level: 1, name: peopleWords.title })).toBeInTheDocument();
    const people = await screen.findByRole('region', { name: peopleWords.whoIsIn });
    await within(people).findByText(STAFF);
    const rows = within(people).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining(`${OWNER} ${peopleWords.you}`), expect.stringContaining(STAFF)]);
    expect(rows[1]).toHaveTextContent(`${peopleWords.role}: Staff`);
    // No Remove for oneself.
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();

    const field = screen.getByLabelText(peopleWords.inviteEmail);
    await user.type(field, STAFF);
    await user.click(screen.getByRole('button', { name: peopleWords.inviteButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(peopleWords.hasAccount(STAFF));
    expect(field).toHaveValue(STAFF);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'new.person@agency.example');
    await user.click(screen.getByRole('button', { name: peopleWords.inviteButton }));
    expect(await screen.findByText(peopleWords.invited('new.person@agency.example'))).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(await screen.findByText(/^new\.person@agency\.example, the link works until/)).toBeInTheDocument();
    expect(await store.db.selectFrom('office_mail').select(['to_address', 'kind']).execute()).toEqual([{ to_address: 'new.person@agency.example', kind: 'invitation' }]);

    await user.click(within(rows[1]).getByRole('button', { name: `${peopleWords.remove} ${STAFF}` }));
    expect(screen.getByRole('button', { name: peopleWords.removeYes })).toHaveFocus();
    expect(screen.getByRole('group', { name: peopleWords.removeQuestion(STAFF) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: peopleWords.removeYes }));
    expect(await screen.findByText(peopleWords.removed(STAFF))).toBeInTheDocument();
    expect(within(people).queryByText(STAFF)).not.toBeInTheDocument();
    expect(await store.db.selectFrom('sessions').select('account_id').execute()).toEqual([{ account_id: 'owner' }]);
  });
});

describe('the People screen, for staff', () => {
  it('shows only their sessions, and "Sign out everywhere" ends them and goes to the sign-in', { timeout: SCREEN_MS }, async () => {
    const toSignIn = vi.spyOn(navigation, 'toSignIn').mockImplementation(() => {});
    const user = renderPeople({ id: 'staff', email: STAFF, role: 'staff' });
    expect(await screen.findByRole('heading', { level: 1, name: peopleWords.staffTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: peopleWords.staffTitle })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText(peopleWords.thisBrowser)).toBeInTheDocument();
    expect(screen.queryByLabelText(peopleWords.inviteEmail)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: peopleWords.whoIsIn })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(`^${peopleWords.remove}`) })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: peopleWords.signOutEverywhere }));
    await vi.waitFor(() => expect(toSignIn).toHaveBeenCalled());
    expect(await store.db.selectFrom('sessions').select('account_id').execute()).toEqual([{ account_id: 'owner' }]);
  });
});
