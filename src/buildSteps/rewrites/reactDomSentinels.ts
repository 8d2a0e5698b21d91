/**
 * Vite plugin: React DOM's five sentinel "errors" are created without a
 * stack trace in the client bundle.
 *
 * React DOM creates five Error objects when its module is evaluated
 * (SuspenseException and its siblings, HydrationMismatchException,
 * SelectiveHydrationException). They are identity tokens: React throws them
 * to unwind and compares what it catches with `===`; their stack is never
 * read. Creating an Error records a stack trace, and in a browser with
 * DevTools attached (Lighthouse, Playwright, a developer with the panel open)
 * V8 then re-parses the functions on that stack to give every frame a line
 * and column: the whole 200 KB React DOM module and the chunk around it,
 * 50-120 ms of main thread at Lighthouse's 4x CPU slowdown, inside the one
 * task that evaluates the app. So the tools that measure the page measured a
 * cost no visitor pays, and hid the page's real one (docs/architecture.md,
 * "Hydration in slices").
 *
 * Each sentinel becomes an object with Error's prototype and the same
 * message (`instanceof Error` and identity hold, no stack is recorded). The
 * rewrite goes through replaceOnce: when a React DOM release writes these
 * lines differently, the build stops and names the one it could not find.
 *
 * Upstream: no issue found (searched November 2026). One would go to React's
 * repository (github.com/facebook/react): the production client's sentinels
 * created with `Error()`, a stack recorded for objects compared by identity
 * only. Drop this step when they are created without a stack
 * (docs/architecture.md, "Rewrites of a library's code").
 */
import { libraryRewrite } from './libraryRewrite.ts';
import { replaceOnce } from './replaceOnce.ts';

/** React DOM's production client, the file the client bundle includes. */
const REACT_DOM_CLIENT = /\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/** The sentinels, by React's error code (https://github.com/facebook/react/blob/main/scripts/error-codes/codes.json). */
const SENTINELS = {
  HydrationMismatchException: 519,
  SuspenseException: 460,
  SuspenseyCommitException: 474,
  SuspenseActionException: 542,
  SelectiveHydrationException: 461,
} as const;

const STACKLESS = '__stacklessError';
const stacklessHelper = `function ${STACKLESS}(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n`;

/** React DOM's client module with its sentinels created by `__stacklessError`. */
export function withStacklessSentinels(code: string): string {
  let rewritten = code;
  for (const [name, errorCode] of Object.entries(SENTINELS)) {
    rewritten = replaceOnce(rewritten, `${name} = Error(formatProdErrorMessage(${errorCode}))`, `${name} = ${STACKLESS}(formatProdErrorMessage(${errorCode}))`, {
      step: 'reactDomSentinels (src/buildSteps/rewrites/reactDomSentinels.ts)',
      what: `React DOM's ${name} sentinel`,
    });
  }
  return stacklessHelper + rewritten;
}

// The server bundle renders with react-dom/server; only the browser's copy is rewritten.
export const reactDomSentinels = () =>
  libraryRewrite({ name: 'react-dom-sentinels', id: REACT_DOM_CLIENT, rewrite: withStacklessSentinels, buildOnly: true, clientOnly: true });
