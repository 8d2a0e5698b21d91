// @vitest-environment node
/**
 * The office's people, held by both runtimes (docs/relay.md, "The office's
 * people"): the Node relay on SQLite over real HTTP, its mail written as
 * .eml files in its outbox folder, and the Worker in workerd on a local D1
 * (tests/support/workerRelay.ts), its mail sent to a stand-in of the HTTP
 * e-mail API (tests/support/mailApiReceiver.ts). The owner (OFFICE_EMAIL)
 * invites; the invitation's one-time link lets the person choose a password
 * and sign in, once, and not after it expires (Node: the relay's clock
 * moved; the Worker, whose clock is workerd's: the link's expiry moved into
 * the past); staff are refused the People API; a removed person's next call
 * is refused; "Forgot your password?" answers the same for an unknown
 * address and sends it nothing, and its link ends the other sessions; "Sign
 * out everywhere" ends them all. The new doors are limited as the sign-in
 * is. An existing database migrates: its accounts become owners.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agency } from '../../../src/config/agency';
import { transactionBatch } from '../../../src/relay/batch';
import { applyMigrations } from '../../../src/relay/migrate';
import { migrationFiles } from '../../../src/relay/node/migrationFiles';
import { openRelayDatabase } from '../../../src/relay/node/database';
import { trustedProxies } from '../../../src/relay/node/remoteAddress';
import { WRONG_CREDENTIALS } from '../../../src/relay/office/officeApp';
import { LINK_MS } from '../../../src/relay/accounts/officeLinks';
import { choosePasswordPage, forgotPage, mailWords, peopleWords } from '../../../src/relay/accounts/peopleWords';
import { SESSION_COOKIE } from '../../../src/relay/accounts/session';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '../../../src/relay/accounts/signInLimits';
import { tokenId } from '../../../src/relay/accounts/token';
import type { RelayDatabase } from '../../../src/relay/schema';
import { readMessage } from '../../support/eml';
import { startMailApiReceiver } from '../../support/mailApiReceiver';
import { OFFICE } from '../../support/officeAccount';
import { startServedNodeRelay, type ServedNodeRelay } from '../../support/servedNodeRelay';
import { stopAll } from '../../support/stopAll';
import { startWorkerRelay, type WorkerRelay } from '../../support/workerRelay';

const SITE = 'http://www.prairiepoint.example';
const NEW_PASSWORD = 'a colleague chose this long one';

let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;
let mailApi: Awaited<ReturnType<typeof startMailApiReceiver>>;
/** The Node relay's clock: moved by the tests, never waited for. */
let clockOffsetMs = 0;

interface Mail {
  to: string;
  subject: string;
  text: string;
}

interface Runtime {
  name: string;
  db: () => Kysely<RelayDatabase>;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Every message sent so far: the .eml files of the Node outbox (after its run), the e-mail API's requests (the Worker's waitUntil). */
  mails: () => Promise<Mail[]>;
  /** Makes the open links expired: the clock moved past INVITATION_DAYS (Node), their expiry moved into the past (the Worker). */
  expireLinks: () => Promise<void>;
}

const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite',
    db: () => node.store.db,
    fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }),
    mails: async () => {
      await node.flush();
      // Oldest first, as the API's requests are.
      return readdirSync(node.outboxDir!)
        .filter((name) => name.startsWith('office-') && name.endsWith('.eml'))
        .sort((a, b) => statSync(join(node.outboxDir!, a)).mtimeMs - statSync(join(node.outboxDir!, b)).mtimeMs)
        .map((name) => readMessage(readFileSync(join(node.outboxDir!, name), 'utf8')))
        .map(({ headers, text }) => ({ to: headers.to, subject: headers.subject, text }));
    },
    expireLinks: async () => void (clockOffsetMs += LINK_MS.invitation + 60_000),
  },
  {
    name: 'the Worker on D1',
    db: () => worker.db,
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init }),
    mails: async () => mailApi.received.map(({ body }) => ({ to: (body.to as string[])[0], subject: body.subject as string, text: body.text as string })),
    expireLinks: async () => void (await worker.db.updateTable('office_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute()),
  },
];

beforeAll(async () => {
  mailApi = await startMailApiReceiver();
  [node, worker] = await Promise.all([
    startServedNodeRelay('office-people', { log: () => {}, outboxIntervalMs: 60_000, now: () => new Date(Date.now() + clockOffsetMs), officeAccount: OFFICE, trustedProxies: trustedProxies(['127.0.0.1']) }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: mailApi.url, MAIL_API_KEY: 'test-key', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
}, 120_000);

afterAll(() => stopAll(node, worker, mailApi));

let addresses = 0;
/** A network address of its own for each case (TEST-NET-3), so that the limits of one never reach another. */
const newAddress = () => `203.0.113.${++addresses}`;
let invitees = 0;
const newInvitee = (runtime: Runtime) => `colleague${++invitees}.${runtime.name.split(' ')[0].toLowerCase()}@prairiepoint.example`;

describe.each(runtimes)('the office people, $name', (runtime) => {
  const headersFrom = (address: string, extra: Record<string, string> = {}) => ({ 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, 'CF-Connecting-IP': address, ...extra });
  const post = (path: string, fields: Record<string, string>, address = newAddress(), extra: Record<string, string> = {}) =>
    runtime.fetch(path, { method: 'POST', headers: headersFrom(address, { 'Content-Type': 'application/x-www-form-urlencoded', ...extra }), body: new URLSearchParams(fields).toString() });
  const cookieOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
  /** A session's cookie, from a sign-in that must work. */
  const signIn = async (email: string, password: string) => {
    const answer = await post('/office/sign-in', { email, password });
    expect(answer.status, `sign-in of ${email}`).toBe(303);
    return cookieOf(answer)!;
  };
  const api = (path: string, cookie: string, init: { method?: string; body?: unknown } = {}) =>
    runtime.fetch(`/office/api${path}`, {
      method: init.method ?? 'GET',
      headers: headersFrom(newAddress(), { Cookie: cookie, ...(init.body ? { 'Content-Type': 'application/json' } : {}) }),
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
  /**
   * The owner's session, signed in once per runtime: the owner's hash is at the production cost (scrypt at
   * N = 2^17 on Node), and no case ends the owner's sessions.
   */
  let ownerCookie: Promise<string> | undefined;
  const ownerSession = () => (ownerCookie ??= signIn(OFFICE.email, OFFICE.password));
  const invite = (cookie: string, email: string) => api('/people/invitations', cookie, { method: 'POST', body: { email } });
  /** The last message to the address, waited for (the Worker sends it in waitUntil, after the answer). */
  async function mailTo(email: string, kind: 'invitation' | 'password', before = 0): Promise<Mail & { path: string; token: string }> {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const found = (await runtime.mails()).filter((mail) => mail.to === email);
      if (found.length > before) {
        const mail = found[found.length - 1];
        const match = new RegExp(`(/office/${kind === 'invitation' ? 'invitation' : 'new-password'}/([\\w-]{43}))\\s`).exec(mail.text);
        expect(match, mail.text).not.toBeNull();
        return { ...mail, path: match![1], token: match![2] };
      }
      if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${email}`);
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  const mailsTo = async (email: string) => (await runtime.mails()).filter((mail) => mail.to === email).length;
  /** The owner invites `email`, and the person follows the link to choose their password: answers their session and the link. */
  async function join(email: string, owner: string) {
    expect((await invite(owner, email)).status).toBe(201);
    const mail = await mailTo(email, 'invitation');
    const accepted = await post(mail.path, { password: NEW_PASSWORD, repeat: NEW_PASSWORD });
    expect(accepted.status).toBe(303);
    return { session: cookieOf(accepted)!, mail };
  }

  it('invites by e-mail: the one-time link lets the person choose a password and sign in, as staff; it works once', async () => {
    const owner = await ownerSession();
    const email = newInvitee(runtime);
    const invited = await invite(owner, email.toUpperCase());
    expect(invited.status).toBe(201);
    expect(await invited.json()).toEqual({ invited: email });

    const mail = await mailTo(email, 'invitation');
    expect(mail.subject).toBe(mailWords.invitationSubject(agency.name));
    expect(mail.text).toContain(`${OFFICE.email} invites you to the office of ${agency.name}`);
    expect(mail.text).toContain(`${agency.siteOrigin}${mail.path}`);
    // The database keeps the link's SHA-256, never the link; the message's text is emptied once it is delivered.
    const link = await runtime.db().selectFrom('office_links').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    expect(link.id).toBe(await tokenId(mail.token));
    const stored = await runtime.db().selectFrom('office_mail').select(['text', 'state']).where('to_address', '=', email).execute();
    expect(stored).toEqual([{ text: '', state: 'delivered' }]);
    // The people list shows it as open.
    const listed = (await (await api('/people', owner)).json()) as { invitations: { email: string }[] };
    expect(listed.invitations.map((invitation) => invitation.email)).toContain(email);

    const form = await runtime.fetch(mail.path);
    expect(form.status).toBe(200);
    const page = await form.text();
    expect(page).toContain(`<h1>${choosePasswordPage.invitationTitle}</h1>`);
    expect(page).toContain(`value="${email}" readonly`);
    // Two passwords that differ, or a short one: said, and the link still works.
    const differ = await post(mail.path, { password: NEW_PASSWORD, repeat: `${NEW_PASSWORD}!` });
    expect(differ.status).toBe(400);
    expect(await differ.text()).toContain(choosePasswordPage.different);
    expect((await post(mail.path, { password: 'short', repeat: 'short' })).status).toBe(400);

    const accepted = await post(mail.path, { password: NEW_PASSWORD, repeat: NEW_PASSWORD });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe('/office/');
    const session = cookieOf(accepted)!;
    expect(await (await api('/session', session)).json()).toEqual({ email, role: 'staff' });
    // And signs in with it like anyone.
    const again = await signIn(email, NEW_PASSWORD);
    expect((await api('/session', again)).status).toBe(200);

    // Once only: the page and the post say the link does not work; the password stays the one chosen.
    for (const followed of [await runtime.fetch(mail.path), await post(mail.path, { password: 'someone else chose this', repeat: 'someone else chose this' })]) {
      expect(followed.status).toBe(404);
      expect(await followed.text()).toContain(choosePasswordPage.gone);
      expect(cookieOf(followed)).toBeUndefined();
    }
    expect((await post('/office/sign-in', { email, password: 'someone else chose this' })).status).toBe(401);
    const people = (await (await api('/people', owner)).json()) as { people: { email: string; role: string }[]; invitations: { email: string }[] };
    expect(people.people).toEqual(expect.arrayContaining([expect.objectContaining({ email: OFFICE.email, role: 'owner' }), expect.objectContaining({ email, role: 'staff' })]));
    expect(people.invitations.map((invitation) => invitation.email)).not.toContain(email);
  });

  it('refuses an invitation to an address that has an account, or to what is not an address; a newer invitation replaces the older', async () => {
    const owner = await ownerSession();
    const has = await invite(owner, OFFICE.email);
    expect(has.status).toBe(409);
    expect(await has.json()).toEqual({ error: peopleWords.hasAccount(OFFICE.email) });
    const bad = await invite(owner, 'not an address');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: peopleWords.notEmail('not an address') });

    const email = newInvitee(runtime);
    expect((await invite(owner, email)).status).toBe(201);
    const first = await mailTo(email, 'invitation');
    expect((await invite(owner, email)).status).toBe(201);
    const second = await mailTo(email, 'invitation', 1);
    expect(second.token).not.toBe(first.token);
    expect((await runtime.fetch(first.path)).status).toBe(404);
    expect((await runtime.fetch(second.path)).status).toBe(200);
  });

  it('refuses staff the People API: 403 to list, invite and remove', async () => {
    const owner = await ownerSession();
    const { session: staff } = await join(newInvitee(runtime), owner);
    const ownerId = (await runtime.db().selectFrom('accounts').select('id').where('email', '=', OFFICE.email).executeTakeFirstOrThrow()).id;
    for (const answer of [await api('/people', staff), await invite(staff, newInvitee(runtime)), await api(`/people/${ownerId}`, staff, { method: 'DELETE' })]) {
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ error: peopleWords.ownerOnly });
    }
    // The owner is still there, and no invitation was queued by staff.
    expect((await api('/session', owner)).status).toBe(200);
    // Staff see their own sessions.
    expect((await api('/sessions', staff)).status).toBe(200);
  });

  it("removes a person: their sessions end at once, their next call is refused, their password signs nobody in; the owner cannot remove themselves", async () => {
    const owner = await ownerSession();
    const email = newInvitee(runtime);
    const { session } = await join(email, owner);
    const second = await signIn(email, NEW_PASSWORD);
    expect((await api('/session', session)).status).toBe(200);
    const { id } = await runtime.db().selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow();

    const removed = await api(`/people/${id}`, owner, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    for (const cookie of [session, second]) {
      const next = await api('/leads', cookie);
      expect(next.status).toBe(401);
      expect((await runtime.fetch('/office/', { headers: { Cookie: cookie } })).status).toBe(303);
    }
    const tried = await post('/office/sign-in', { email, password: NEW_PASSWORD });
    expect(tried.status).toBe(401);
    expect(await tried.text()).toContain(WRONG_CREDENTIALS);
    expect(await runtime.db().selectFrom('sessions').select('id').where('account_id', '=', id).execute()).toEqual([]);

    expect((await api(`/people/${id}`, owner, { method: 'DELETE' })).status).toBe(404);
    const ownerId = (await runtime.db().selectFrom('accounts').select('id').where('email', '=', OFFICE.email).executeTakeFirstOrThrow()).id;
    const self = await api(`/people/${ownerId}`, owner, { method: 'DELETE' });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ error: peopleWords.notYourself });
  });

  it('forgot password: the same page for an unknown address and no mail; the link sets a new password and ends the other sessions, once', async () => {
    const owner = await ownerSession();
    const email = newInvitee(runtime);
    const { session: first } = await join(email, owner);
    const second = await signIn(email, NEW_PASSWORD);
    const unknown = `nobody.${runtime.name.split(' ')[0].toLowerCase()}@prairiepoint.example`;

    const sentBefore = await runtime.db().selectFrom('office_mail').select('id').execute();
    const forUnknown = await post('/office/forgot-password', { email: unknown });
    const forKnown = await post('/office/forgot-password', { email });
    expect([forUnknown.status, forKnown.status]).toEqual([200, 200]);
    const [unknownPage, knownPage] = [await forUnknown.text(), await forKnown.text()];
    expect(knownPage).toContain(forgotPage.sent(email));
    expect(unknownPage.replace(unknown, email)).toBe(knownPage);
    // One message queued, for the account; none for the unknown address.
    const queued = await runtime.db().selectFrom('office_mail').select(['to_address', 'kind']).where('id', 'not in', sentBefore.length ? sentBefore.map((row) => row.id) : [0]).execute();
    expect(queued).toEqual([{ to_address: email, kind: 'password' }]);
    const mail = await mailTo(email, 'password');
    expect(mail.subject).toBe(mailWords.passwordSubject(agency.name));
    expect(await mailsTo(unknown)).toBe(0);

    const chosen = 'a new long password after forgetting';
    expect(await (await runtime.fetch(mail.path)).text()).toContain(`<h1>${choosePasswordPage.passwordTitle}</h1>`);
    const reset = await post(mail.path, { password: chosen, repeat: chosen });
    expect(reset.status).toBe(303);
    const fresh = cookieOf(reset)!;
    // Every other session ended; the new one works; the old password no more, the new one does.
    for (const cookie of [first, second]) expect((await api('/session', cookie)).status).toBe(401);
    expect(await (await api('/session', fresh)).json()).toEqual({ email, role: 'staff' });
    expect((await post('/office/sign-in', { email, password: NEW_PASSWORD })).status).toBe(401);
    await signIn(email, chosen);
    // Once.
    expect((await post(mail.path, { password: 'a third password, too late', repeat: 'a third password, too late' })).status).toBe(404);
  });

  it('"Sign out everywhere" ends every session of the person, this one too; the sessions list marks this browser', async () => {
    const owner = await ownerSession();
    const email = newInvitee(runtime);
    const { session } = await join(email, owner);
    const others = [await signIn(email, NEW_PASSWORD), await signIn(email, NEW_PASSWORD)];
    const listed = (await (await api('/sessions', session)).json()) as { sessions: { current: boolean; signedInAt: string; lastSeen: string }[] };
    expect(listed.sessions).toHaveLength(3);
    expect(listed.sessions.filter((one) => one.current)).toHaveLength(1);
    expect(Object.keys(listed.sessions[0]).sort()).toEqual(['current', 'expiresAt', 'lastSeen', 'signedInAt']);

    const out = await api('/sessions/sign-out-everywhere', session, { method: 'POST' });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
    for (const cookie of [session, ...others]) expect((await api('/session', cookie)).status).toBe(401);
    // The owner's own session is not the person's: it stays.
    expect((await api('/session', owner)).status).toBe(200);
  });

  it('limits the new doors as the sign-in: link requests per address asked for and per network, wrong links per network', async () => {
    const email = `limited.${runtime.name.split(' ')[0].toLowerCase()}@prairiepoint.example`;
    const asked = [];
    for (let request = 0; request < ACCOUNT_LIMIT.failures + 2; request++) asked.push((await post('/office/forgot-password', { email }, newAddress())).status);
    expect(asked).toEqual([...Array<number>(ACCOUNT_LIMIT.failures).fill(200), 429, 429]);
    const refused = await post('/office/forgot-password', { email }, newAddress());
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain('Too many requests. Try again in');

    const address = newAddress();
    const guesses = [];
    for (let guess = 0; guess < ADDRESS_LIMIT.failures + 3; guess++) guesses.push((await post(`/office/invitation/${'x'.repeat(42)}${guess % 10}`, { password: NEW_PASSWORD, repeat: NEW_PASSWORD }, address)).status);
    expect(guesses).toEqual([...Array<number>(ADDRESS_LIMIT.failures).fill(404), 429, 429, 429]);
    // The same network's sign-in is held as well: the limit per address counts both doors.
    expect((await post('/office/sign-in', { email: OFFICE.email, password: OFFICE.password }, address)).status).toBe(429);
    console.log(
      `[attack] ${runtime.name}: ${asked.length} password links asked for one address: ${asked.filter((status) => status === 200).length} answered, ${asked.filter((status) => status === 429).length} refused; ${guesses.length} wrong links from one network: ${guesses.filter((status) => status === 429).length} refused`,
    );
  });

  it('refuses a cross-site post to the new doors', async () => {
    for (const path of ['/office/forgot-password', `/office/invitation/${'y'.repeat(43)}`, `/office/new-password/${'y'.repeat(43)}`]) {
      expect((await post(path, { email: OFFICE.email }, newAddress(), { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    }
  });

  it('lets an invitation expire', async () => {
    const owner = await ownerSession();
    const email = newInvitee(runtime);
    expect((await invite(owner, email)).status).toBe(201);
    const mail = await mailTo(email, 'invitation');
    expect((await runtime.fetch(mail.path)).status).toBe(200);
    await runtime.expireLinks();
    const late = await post(mail.path, { password: NEW_PASSWORD, repeat: NEW_PASSWORD });
    expect(late.status).toBe(404);
    expect(await late.text()).toContain(choosePasswordPage.gone);
    expect(await runtime.db().selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });
});

describe('an existing database', () => {
  it('migrates: its accounts get a role, owner, and a new one made by an invitation is staff by default', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'office-people-migrate-'));
    try {
      const file = join(dir, 'relay.sqlite');
      const db = new Kysely<RelayDatabase>({ dialect: new SqliteDialect({ database: new Database(file) }) });
      await applyMigrations(db, transactionBatch(db), migrationFiles().filter((migration) => migration.name < '0007'));
      await db.insertInto('accounts').values({ id: 'first', email: 'first@prairiepoint.example', password_hash: 'scrypt$x', created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }).execute();
      await db.destroy();

      const store = await openRelayDatabase(file, {});
      try {
        expect(await store.db.selectFrom('accounts').select(['email', 'role']).execute()).toEqual([{ email: 'first@prairiepoint.example', role: 'owner' }]);
        await store.db.insertInto('accounts').values({ id: 'later', email: 'later@prairiepoint.example', password_hash: 'scrypt$x', created_at: '2026-02-01T00:00:00.000Z', updated_at: '2026-02-01T00:00:00.000Z' }).execute();
        expect((await store.db.selectFrom('accounts').select('role').where('id', '=', 'later').executeTakeFirstOrThrow()).role).toBe('staff');
      } finally {
        await store.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
