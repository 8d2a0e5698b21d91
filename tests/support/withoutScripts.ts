/**
 * A built page as it would be without its script: every script tag (JSON-LD
 * included) and every module preload removed. The limit the speed checks
 * measure the page against, in the same run (the Lighthouse bench's limit
 * copy, tests/bench/limitCopy.ts; the main-thread check,
 * tests/e2e/support/longTasks.ts).
 */
const SCRIPT = /[ \t]*<script\b[^>]*>[\s\S]*?<\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*>\n?/g;

export const withoutScripts = (html: string) => html.replace(SCRIPT, '').replace(MODULE_PRELOAD, '');
