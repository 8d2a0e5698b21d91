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
export const EDITOR_API_URL = `${OFFICE_API_PATH}editor`;
/** Whether the site is rebuilt with the last Publish, which Pages asks (../editorGateway/siteBuilds.ts). */
export const EDITOR_STATUS_URL = `${EDITOR_API_URL}/status`;
/** The office's history of the editor's changes, and one undone (../editorGateway/editorGateway.ts; docs/editor.md, "History and undo"). */
export const EDITOR_HISTORY_URL = `${EDITOR_API_URL}/history`;
export const EDITOR_UNDO_URL = `${EDITOR_API_URL}/undo`;
