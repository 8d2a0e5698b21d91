/**
 * The office's addresses, one module for both sides: the relay's routes and
 * session cookie (../accounts/session.ts, ./officeApp.ts, the servers' route tables)
 * and the inbox app in the browser (src/relay/inbox/app/api.ts, its router's base).
 * Plain strings, nothing imported: the inbox's bundle carries only these.
 */

/** The office's pages and API, and nothing of the site: the session cookie's path. */
export const OFFICE_PATH = '/office';
/** The inbox app's page. */
export const OFFICE_HOME = `${OFFICE_PATH}/`;
export const SIGN_IN_PATH = `${OFFICE_PATH}/sign-in`;
export const SIGN_OUT_PATH = `${OFFICE_PATH}/sign-out`;
/** Where a password link is asked for (src/relay/accounts/officeLinkDoors.ts). */
export const FORGOT_PASSWORD_PATH = `${OFFICE_PATH}/forgot-password`;
/** The JSON API the inbox calls (src/relay/inbox/inboxApi.ts). */
export const OFFICE_API_PATH = `${OFFICE_PATH}/api/`;
/** The content editor inside the office, "Pages" (src/relay/editorGateway/editorPage.ts), and the gateway it reads and commits through (../editorGateway/editorGateway.ts). */
export const EDITOR_PAGE_PATH = `${OFFICE_PATH}/pages/`;
/**
 * The gateway's routes under OFFICE_PATH, typed as the literal paths they
 * are: Decap's proxy protocol at the first; whether the site is rebuilt
 * with the last Publish (../editorGateway/siteBuilds.ts); the office's
 * history of the editor's changes, and one undone (docs/editor.md, "History
 * and undo"). Pages calls the last three through a client derived from them
 * (src/admin/editorClient.ts).
 */
export const EDITOR_API_ROUTE = '/api/editor';
export const EDITOR_STATUS_ROUTE = `${EDITOR_API_ROUTE}/status` as const;
export const EDITOR_HISTORY_ROUTE = `${EDITOR_API_ROUTE}/history` as const;
export const EDITOR_UNDO_ROUTE = `${EDITOR_API_ROUTE}/undo` as const;
/** Where Decap's proxy backend posts (src/admin/officeBackend.ts). */
export const EDITOR_API_URL = `${OFFICE_PATH}${EDITOR_API_ROUTE}`;
