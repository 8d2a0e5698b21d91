/** Build-time settings, described in src/config/buildEnv.ts. */
interface ImportMetaEnv {
  readonly SITE_ORIGIN?: string;
  readonly VITE_RELAY_ENDPOINT?: string;
  readonly VITE_RELAY_FORM_ACTION?: string;
}
