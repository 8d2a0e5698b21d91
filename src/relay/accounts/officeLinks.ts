/**
 * The office's one-time links (docs/relay.md, "The office's people"): an
 * invitation (an address chooses its password, INVITATION_DAYS) or a
 * password link (an account chooses a new one, PASSWORD_LINK_HOURS). The
 * link carries a random token (./token.ts); the database keeps only its
 * SHA-256, so a copy of the database follows no link. A newer link of the
 * same kind for the same address replaces the older one; a link works once:
 * `useLink` marks it used in the same batch as what it does, and only when
 * it was still unused and unexpired, so two posts of one link at once do it
 * once.
 */
import type { CompiledQuery, Kysely } from 'kysely';
import type { OfficeLinkKind, RelayDatabase } from '../schema';
import { INVITATION_DAYS, PASSWORD_LINK_HOURS } from './peopleWords';
import { newToken, plausibleToken, tokenId } from './token';

const HOUR_MS = 60 * 60 * 1000;
export const LINK_MS: Record<OfficeLinkKind, number> = { invitation: INVITATION_DAYS * 24 * HOUR_MS, password: PASSWORD_LINK_HOURS * HOUR_MS };

/** Where each link leads, under /office (./officeLinkDoors.ts). */
export const LINK_PATHS: Record<OfficeLinkKind, string> = { invitation: '/invitation', password: '/new-password' };

export interface NewLink {
  token: string;
  expires: Date;
  /** The link made, and the older ones of its kind for the address removed: to be written with its message. */
  queries: CompiledQuery[];
}

export async function newLink(db: Kysely<RelayDatabase>, kind: OfficeLinkKind, email: string, at: Date, invitedBy: string | null = null): Promise<NewLink> {
  const token = newToken();
  const expires = new Date(at.getTime() + LINK_MS[kind]);
  return {
    token,
    expires,
    queries: [
      db.deleteFrom('office_links').where('email', '=', email).where('kind', '=', kind).compile(),
      // Used and expired links of anyone, on the way: they open nothing.
      db.deleteFrom('office_links').where((eb) => eb.or([eb('expires_at', '<=', at.toISOString()), eb('used_at', 'is not', null)])).compile(),
      db
        .insertInto('office_links')
        .values({ id: await tokenId(token), kind, email, invited_by: invitedBy, created_at: at.toISOString(), expires_at: expires.toISOString() })
        .compile(),
    ],
  };
}

export interface OpenLink {
  id: string;
  email: string;
  invitedBy: string | null;
}

/** The link a token opens, when it is one of this kind, unused and unexpired. */
export async function openLink(db: Kysely<RelayDatabase>, kind: OfficeLinkKind, token: string | undefined, at: Date): Promise<OpenLink | undefined> {
  if (!plausibleToken(token)) return undefined;
  const row = await db
    .selectFrom('office_links')
    .select(['id', 'email', 'invited_by'])
    .where('id', '=', await tokenId(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', at.toISOString())
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, invitedBy: row.invited_by };
}

/** The write that uses the link: it changes one row only when the link was still open (the batch's first count says so). */
export const useLink = (db: Kysely<RelayDatabase>, id: string, at: Date) =>
  db.updateTable('office_links').set({ used_at: at.toISOString() }).where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', at.toISOString()).compile();

/** The invitations still open, for the People screen. */
export const openInvitations = (db: Kysely<RelayDatabase>, at: Date) =>
  db
    .selectFrom('office_links')
    .select(['email', 'created_at as sentAt', 'expires_at as expiresAt'])
    .where('kind', '=', 'invitation')
    .where('used_at', 'is', null)
    .where('expires_at', '>', at.toISOString())
    .orderBy('created_at', 'desc')
    .execute();
