// @vitest-environment node
/**
 * The office's sign-in, held by both runtimes (docs/architecture.md, "The
 * office"): the Node relay on SQLite over real HTTP, and the Worker in
 * workerd on a local D1 (tests/support/workerRelay.ts). Nothing of the
 * office answers without a session or after sign-out; a cross-site post is
 * refused; the cookie's flags; the tenth wrong password in a row is refused
 * even when it is the right one; an expired session is refused (Node: the
 * relay's clock moved; the Worker, whose clock is workerd's: the session's
 * expiry moved into the past). Each case signs in from its own network
 * address (X-Forwarded-For from loopback on Node, CF-Connecting-IP on the
 * Worker) and, where it counts failures, with its own account, so the
 * limits of one case never reach another.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodePasswords } from '../../src/relay/node/nodeRelay';
import { accountSql, setOfficeAccount } from '../../src/relay/office/accounts';
import { WRONG_CREDENTIALS } from '../../src/relay/office/officeApp';
import { hashPassword } from '../../src/relay/office/password';
import { SESSION_COOKIE, SESSION_MS } from '../../src/relay/office/session';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '../../src/relay/office/signInLimits';
import type { RelayDatabase } from '../../src/relay/schema';
import { startServedNodeRelay, type ServedNodeRelay } from '../support/servedNodeRelay';
import { startWorkerRelay, type WorkerRelay } from '../support/workerRelay';
import { OFFICE } from '../support/officeAccount';

/** The site's host as the Worker sees it (its routed URL). */
const SITE = 'http://www.prairiepoint.example';
/** The inbox's paths that must answer nothing without a session: its page (and the addresses the app routes), its files, its API, its CSV. */
const GUARDED = ['/office/', '/office/spam', '/office/leads/some-lead', '/office/assets/index.js', '/office/api/session', '/office/api/forms', '/office/api/leads', '/office/api/leads/some-lead', '/office/api/leads.csv'];

let node: ServedNodeRelay;
let worker: WorkerRelay<RelayDatabase>;
/** The Node relay's clock: moved by the tests, never waited for. */
let clockOffsetMs = 0;

interface Runtime {
  name: string;
  origin: () => string;
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  /** Makes an account there (Node: as the command does; the Worker: the SQL the command gives for D1). */
  addAccount: (email: string, password: string) => Promise<void>;
  /** Makes every session of the account expired: the clock moved past 12 hours (Node), the expiry moved into the past (the Worker). */
  expire: () => Promise<void>;
}

const runtimes: Runtime[] = [
  {
    name: 'Node on SQLite',
    origin: () => node.origin,
    fetch: (path, init) => fetch(`${node.origin}${path}`, { redirect: 'manual', ...init }),
    addAccount: async (email, password) => void (await setOfficeAccount({ ...node.store, now: () => new Date(), passwords: nodePasswords }, email, password)),
    expire: async () => void (clockOffsetMs += SESSION_MS + 1000),
  },
  {
    name: 'the Worker on D1',
    origin: () => SITE,
    fetch: (path, init) => worker.fetch(`${SITE}${path}`, { redirect: 'manual', ...init }),
    addAccount: async (email, password) => {
      for (const statement of accountSql(email, await hashPassword(password, {}), new Date()).split(/;\s*/).filter(Boolean)) await sql.raw(statement).execute(worker.db);
    },
    expire: async () => void (await worker.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute()),
  },
];

beforeAll(async () => {
  [node, worker] = await Promise.all([
    startServedNodeRelay('office-sign-in', { log: () => {}, outboxIntervalMs: 60_000, now: () => new Date(Date.now() + clockOffsetMs), officeAccount: OFFICE }),
    startWorkerRelay<RelayDatabase>({ vars: { MAIL_API_URL: 'http://127.0.0.1:9/unused', OFFICE_EMAIL: OFFICE.email, OFFICE_PASSWORD: OFFICE.password } }),
  ]);
}, 120_000);

afterAll(async () => {
  await node?.stop();
  await worker?.close();
});

let addresses = 0;
/** A network address of its own for each case (TEST-NET-3). */
const newAddress = () => `203.0.113.${++addresses}`;

describe.each(runtimes)('the office sign-in, $name', (runtime) => {
  /** A post from the office's own page, as the browser sends it. */
  const post = (path: string, fields: Record<string, string>, address: string, headers: Record<string, string> = {}) =>
    runtime.fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'X-Forwarded-For': address, 'CF-Connecting-IP': address, ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  const signIn = (email: string, password: string, address = newAddress()) => post('/office/sign-in', { email, password }, address);
  const cookieOf = (response: Response) => response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
  const asCookie = (setCookie: string) => ({ Cookie: setCookie.split(';')[0] });

  /** Each guarded path without a (valid) session: the page sends to the sign-in, the API and the CSV answer 401. */
  async function expectSignedOut(headers: Record<string, string> = {}) {
    for (const path of GUARDED) {
      const response = await runtime.fetch(path, { headers });
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex');
      if (path.startsWith('/office/api/')) {
        expect(response.status, path).toBe(401);
        expect(await response.json()).toEqual({ error: 'Sign in' });
      } else {
        expect(response.status, path).toBe(303);
        expect(response.headers.get('location')).toBe('/office/sign-in');
      }
    }
  }

  it('answers nothing of the inbox without a session; the sign-in page is noindex', async () => {
    await expectSignedOut();
    await expectSignedOut({ Cookie: `${SESSION_COOKIE}=not-a-session` });
    const page = await runtime.fetch('/office/sign-in');
    expect(page.status).toBe(200);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('signs in with a cookie that is HttpOnly, Secure, SameSite=Strict, on /office, for 12 hours; signs out for good', async () => {
    const answer = await signIn(OFFICE.email.toUpperCase(), OFFICE.password);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/office/');
    const cookie = cookieOf(answer);
    const attributes = cookie.split(/;\s*/).slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/office', `Max-Age=${SESSION_MS / 1000}`]));
    expect(Date.parse(attributes.find((attribute) => attribute.startsWith('Expires='))!.slice(8)) - Date.now()).toBeGreaterThan(SESSION_MS - 60_000);
    // The token is random and long; the database keeps only its hash.
    const token = cookie.split(';')[0].slice(SESSION_COOKIE.length + 1);
    expect(token).toMatch(/^[\w-]{43}$/);

    const session = await runtime.fetch('/office/api/session', { headers: asCookie(cookie) });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ email: OFFICE.email });
    // The sign-in page, with a session, says who is signed in and offers the sign-out.
    const signedIn = await (await runtime.fetch('/office/sign-in', { headers: asCookie(cookie) })).text();
    expect(signedIn).toContain(`You are signed in as ${OFFICE.email}.`);
    expect(signedIn).toContain('<form method="post" action="/office/sign-out">');

    const out = await post('/office/sign-out', {}, newAddress(), asCookie(cookie));
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/office/sign-in');
    expect(cookieOf(out)).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    // The old cookie, kept by a copy or a careless browser, signs nobody in.
    await expectSignedOut(asCookie(cookie));
  });

  it('refuses a state-changing request from another site, or one that does not say where it comes from', async () => {
    const cookie = cookieOf(await signIn(OFFICE.email, OFFICE.password));
    const address = newAddress();
    const refused: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': '', Origin: 'null' },
      { 'Sec-Fetch-Site': '' },
    ];
    for (const headers of refused) {
      for (const path of ['/office/sign-out', '/office/sign-in', '/office/api/leads/some-lead/handled']) {
        const answer = await post(path, { email: OFFICE.email, password: OFFICE.password }, address, { ...asCookie(cookie), ...headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.headers.getSetCookie()).toEqual([]);
      }
    }
    // The session outlived every refused sign-out; an Origin naming this very host is the office's own page.
    expect((await runtime.fetch('/office/api/session', { headers: asCookie(cookie) })).status).toBe(200);
    const own = await post('/office/sign-out', {}, address, { ...asCookie(cookie), 'Sec-Fetch-Site': '', Origin: runtime.origin() });
    expect(own.status).toBe(303);
    expect((await runtime.fetch('/office/api/session', { headers: asCookie(cookie) })).status).toBe(401);
  });

  it('says a wrong e-mail or password plainly, keeping the typed e-mail', async () => {
    for (const [email, password] of [
      [OFFICE.email, 'not the password at all'],
      ['nobody@prairiepoint.example', OFFICE.password],
    ]) {
      const answer = await signIn(email, password);
      expect(answer.status).toBe(401);
      expect(answer.headers.getSetCookie()).toEqual([]);
      const page = await answer.text();
      expect(page).toContain(`role="alert" id="sign-in-message">${WRONG_CREDENTIALS}</p>`);
      expect(page).toContain(`value="${email}"`);
    }
  });

  it('refuses the tenth wrong password in a row, and then the right one too, with Retry-After', async () => {
    const account = { email: `limit@prairiepoint.example`, password: 'the right long passphrase' };
    await runtime.addAccount(account.email, account.password);
    const address = newAddress();
    const statuses = [];
    for (let attempt = 1; attempt <= 10; attempt++) statuses.push((await signIn(account.email, `wrong password number ${attempt}`, address)).status);
    expect(statuses).toEqual([...Array(ACCOUNT_LIMIT.failures).fill(401), ...Array(10 - ACCOUNT_LIMIT.failures).fill(429)]);
    // From another address too: the limit is the account's.
    const right = await signIn(account.email, account.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(right.headers.get('retry-after'))).toBeLessThanOrEqual(ACCOUNT_LIMIT.windowMs / 1000);
    expect(await right.text()).toMatch(/Too many wrong sign-ins\. Try again in \d+ minutes?\./);
    expect(right.headers.getSetCookie()).toEqual([]);
  });

  it('limits wrong tries sent all at once as if sent one after another', async () => {
    const account = { email: 'burst@prairiepoint.example', password: 'the right long passphrase' };
    await runtime.addAccount(account.email, account.password);
    const address = newAddress();
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, attempt) => signIn(account.email, `wrong password number ${attempt}`, address).then((answer) => answer.status)));
    expect(statuses.filter((status) => status === 401)).toHaveLength(ACCOUNT_LIMIT.failures);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - ACCOUNT_LIMIT.failures);
  });

  it('refuses an expired session', async () => {
    const cookie = cookieOf(await signIn(OFFICE.email, OFFICE.password));
    expect((await runtime.fetch('/office/api/session', { headers: asCookie(cookie) })).status).toBe(200);
    await runtime.expire();
    await expectSignedOut(asCookie(cookie));
  });
});

describe('the office sign-in, on the Worker alone', () => {
  const signInAtWorker = (email: string, password: string, address: string) =>
    worker.fetch(`${SITE}/office/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': address },
      body: new URLSearchParams({ email, password }).toString(),
    });

  it('cannot check a scrypt hash (an account made for Node): refuses the sign-in and says why in its log', async () => {
    const email = 'made-for-node@prairiepoint.example';
    const hash = await hashPassword(OFFICE.password, nodePasswords);
    for (const statement of accountSql(email, hash, new Date()).split(/;\s*/).filter(Boolean)) await sql.raw(statement).execute(worker.db);
    expect((await signInAtWorker(email, OFFICE.password, newAddress())).status).toBe(401);
    expect(worker.output.join('\n')).toContain(`${email} cannot sign in here`);
  });

  // On the Worker, where PBKDF2 checks each try in milliseconds (scrypt on Node takes a third of a second each).
  it('limits one network address to 20 wrong sign-ins in 15 minutes, whatever the accounts', async () => {
    const address = newAddress();
    const statuses = [];
    // Four wrong tries at each of five addresses nobody has: under the limit per account, at the limit per address.
    for (let attempt = 0; attempt < ADDRESS_LIMIT.failures; attempt++) statuses.push((await signInAtWorker(`guess-${attempt % 5}@prairiepoint.example`, 'a guessed password', address)).status);
    expect(new Set(statuses)).toEqual(new Set([401]));
    const refused = await signInAtWorker(OFFICE.email, OFFICE.password, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(ADDRESS_LIMIT.windowMs / 1000 - 60);
    // The account itself is not locked: from another address it signs in.
    expect((await signInAtWorker(OFFICE.email, OFFICE.password, newAddress())).status).toBe(303);
  });
});
