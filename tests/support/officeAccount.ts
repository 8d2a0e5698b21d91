/** The office account the tests sign in with: the agency's own e-mail (src/config/agency.ts), as OFFICE_EMAIL would make it. */
import { agency } from '../../src/config/agency';

export const OFFICE = { email: agency.email, password: 'a long office passphrase' } as const;
