/**
 * The People screen's JSON API (docs/relay.md, "The office's people"),
 * under `/office/api/`, behind the sign-in. Paths relative to `/office`:
 *
 *   GET    /api/session                   who is signed in, and as what (owner or staff): the inbox's header
 *   GET    /api/sessions                  the signed-in person's own sessions, this browser's marked
 *   POST   /api/sessions/sign-out-everywhere   every session of the person ended, this one too
 *   GET    /api/people                    owner only: the people and the invitations still open
 *   POST   /api/people/invitations        owner only: {"email"}: an invitation queued in the outbox
 *   DELETE /api/people/:id                owner only: the person removed, their sessions ended at once
 *
 * Staff are answered 403 `{"error": "Only the owner can manage people."}`
 * on the owner's paths.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { invite, type InvitationDeps } from './invitations';
import { listPeople, removePerson } from './people';
import { peopleWords } from './peopleWords';
import { clearSessionCookie, endSessionsOf, sessionsOf, type OfficeEnv } from './session';
import { jsonBody } from '../office/jsonBody';
import { PRIVATE } from '../office/privateHeaders';

const ownerOnly: MiddlewareHandler<OfficeEnv> = async (c, next) => {
  if (c.get('office').role !== 'owner') return c.json({ error: peopleWords.ownerOnly }, 403, PRIVATE);
  await next();
};

/** The invitation's address as typed (checked by invite, ./invitations.ts: a wrong one is refused there, with its reason). */
const invitationBody = jsonBody<{ email: string }>(({ email }) => ({ value: { email: typeof email === 'string' ? email : '' } }));

/** The People API, its routes chained so that their paths, inputs and answers are its type (PeopleApi) for the inbox's client. */
export function peopleApi(deps: InvitationDeps) {
  return (
    new Hono<OfficeEnv>()
      // Who is signed in, and as what: the inbox's header and its People screen.
      .get('/api/session', (c) => c.json({ email: c.get('office').email, role: c.get('office').role }, 200, PRIVATE))
      .get('/api/sessions', async (c) => {
        const office = c.get('office');
        const sessions = await sessionsOf(deps, office.accountId);
        return c.json({ sessions: sessions.map(({ id, ...session }) => ({ ...session, current: id === office.sessionId })) }, 200, PRIVATE);
      })
      .post('/api/sessions/sign-out-everywhere', async (c) => {
        await deps.batch([endSessionsOf(deps.db, c.get('office').accountId)]);
        clearSessionCookie(c);
        return c.json({ signedOut: true as const }, 200, PRIVATE);
      })
      .use('/api/people', ownerOnly)
      .use('/api/people/*', ownerOnly)
      .get('/api/people', async (c) => c.json(await listPeople(deps.db, deps.now()), 200, PRIVATE))
      .post('/api/people/invitations', invitationBody, async (c) => {
        const outcome = await invite(deps, c.get('office'), c.req.valid('json').email, c);
        if ('refused' in outcome) return c.json({ error: outcome.refused }, outcome.status, PRIVATE);
        return c.json(outcome, 201, PRIVATE);
      })
      .delete('/api/people/:id', async (c) => {
        const id = c.req.param('id');
        if (id === c.get('office').accountId) return c.json({ error: peopleWords.notYourself }, 400, PRIVATE);
        const { accountId, email } = c.get('office');
        if (!(await removePerson(deps, id, { accountId, email }, deps.now()))) return c.json({ error: peopleWords.noSuchPerson }, 404, PRIVATE);
        return c.json({ removed: id }, 200, PRIVATE);
      })
  );
}

/** The People API's routes, as the inbox's client knows them (hono/client's `hc`). */
export type PeopleApi = ReturnType<typeof peopleApi>;
