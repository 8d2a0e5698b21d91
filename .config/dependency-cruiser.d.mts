/** Types for the layer list the import-rule tests read (tests/integration/importRules.test.ts). */
export interface Layer {
  name: string;
  /** A dependency-cruiser path pattern (a regular expression). */
  path: string;
  holds: string;
}
export declare const layers: Layer[];
declare const config: Record<string, unknown>;
export default config;
