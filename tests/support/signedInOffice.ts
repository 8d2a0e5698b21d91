/**
 * The office's inbox API as the office app mounts it, behind the sign-in
 * (src/relay/office/officeApp.ts, requireOffice): for tests that call the
 * sub-app in process, where no session cookie is carried, the account a
 * session would name is set as requireOffice sets it. Every action is
 * recorded with it (src/relay/inbox/leadEvents.ts).
 */
import { Hono } from 'hono';
import type { OfficeAccount, OfficeEnv } from '../../src/relay/accounts/session';

export const TEST_OFFICE_ACCOUNT: OfficeAccount = { accountId: 'account-office', email: 'office@relay.test', role: 'owner', sessionId: 'session-office' };

/** `app` behind a stand-in of requireOffice that signs every request in as `account`. */
export function signedInAs(app: Hono<OfficeEnv>, account: OfficeAccount = TEST_OFFICE_ACCOUNT): Hono<OfficeEnv> {
  return new Hono<OfficeEnv>()
    .use((c, next) => {
      c.set('office', account);
      return next();
    })
    .route('/', app);
}
