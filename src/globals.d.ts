/** The year of the build, for the footer's copyright line (same on server and client). */
declare const __BUILD_YEAR__: number;

interface ImportMetaEnv {
  /** Replaces the relay endpoint (whole URL) at build time. */
  readonly VITE_RELAY_ENDPOINT?: string;
}
