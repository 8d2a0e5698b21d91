/**
 * The few settings a deployment chooses at build time (see docs/deploy.md):
 *   SITE_ORIGIN             replaces the configured site origin (previews, staging, `npm start`)
 *   VITE_RELAY_ENDPOINT     replaces the relay's ajax endpoint (whole URL)
 *   VITE_RELAY_FORM_ACTION  replaces the relay's HTML endpoint (the forms' `action`)
 * Vite inlines `import.meta.env` into the browser and prerender bundles (vite.config.ts
 * exposes SITE_ORIGIN next to the VITE_ variables); scripts that Node runs directly
 * (the server, the headers generator, tests) have no `import.meta.env` and read the
 * environment instead, so both sides always agree.
 */
export interface BuildEnv {
  readonly SITE_ORIGIN?: string;
  readonly VITE_RELAY_ENDPOINT?: string;
  readonly VITE_RELAY_FORM_ACTION?: string;
}

export const buildEnv: BuildEnv = import.meta.env ?? process.env;
