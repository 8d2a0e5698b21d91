/**
 * Colour utilities without their opacity variable (docs/architecture.md,
 * "Before the script"). UnoCSS writes `text-brand-700` as
 * `--un-text-opacity:1;color:rgb(23 74 124/var(--un-text-opacity))`, so that a
 * second class (`text-opacity-50`) could change the opacity. The site never
 * does: a translucent colour is written in one class (`bg-white/10`), which
 * UnoCSS gives a plain colour anyway. The variable costs every colour
 * utility about 40 bytes, and the whole stylesheet is inline in each page
 * that fits one round trip (src/buildSteps/prerender/criticalCssInliner.ts), so it goes: the
 * colour is written solid.
 *
 * A utility that sets an opacity variable to anything but 1 (the separate
 * opacity class) or reads one it neither sets nor defaults to 1 stops the build, naming it:
 * its colours would otherwise silently lose their opacity.
 */
import type { Postprocessor } from 'unocss';

const OPACITY_VARIABLE = /^--un-([a-z]+)-opacity$/;
const READ_OPACITY = /\s*\/\s*var\(--un-([a-z]+)-opacity(\s*,\s*1)?\)\s*\)/g;

class OpacityClassError extends Error {}

export const solidColors: Postprocessor = (util) => {
  const set = new Set<string>();
  for (const [property, value] of util.entries) {
    const name = OPACITY_VARIABLE.exec(property)?.[1];
    if (!name || name === 'backdrop') continue;
    if (String(value).trim() !== '1') {
      throw new OpacityClassError(
        `${util.selector}: sets ${property} to ${value}. Write the colour and its opacity in one class (bg-white/10, text-brand-700/80): ` +
          'colour utilities are written solid (src/buildSteps/plugins/solidColors.ts).',
      );
    }
    set.add(name);
  }
  util.entries = util.entries
    .filter(([property]) => !set.has(OPACITY_VARIABLE.exec(property)?.[1] ?? ''))
    .map(([property, value]) => {
      if (typeof value !== 'string' || !value.includes('-opacity')) return [property, value];
      return [
        property,
        value.replace(READ_OPACITY, (_match, name: string, fallback?: string) => {
          if (!set.has(name) && !fallback) {
            throw new OpacityClassError(`${util.selector}: ${property} reads --un-${name}-opacity, which the rule does not set (src/buildSteps/plugins/solidColors.ts).`);
          }
          return ')';
        }),
      ];
    });
};
