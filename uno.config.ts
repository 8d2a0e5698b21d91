import { defineConfig, presetWind3, transformerVariantGroup, type Postprocessor } from 'unocss';

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
const OPACITY_VARIABLE = /^--un-([a-z]+)-opacity$/;
const READ_OPACITY = /\s*\/\s*var\(--un-([a-z]+)-opacity(\s*,\s*1)?\)\s*\)/g;

class OpacityClassError extends Error {}

const solidColors: Postprocessor = (util) => {
  const set = new Set<string>();
  for (const [property, value] of util.entries) {
    const name = OPACITY_VARIABLE.exec(property)?.[1];
    if (!name || name === 'backdrop') continue;
    if (String(value).trim() !== '1') {
      throw new OpacityClassError(
        `${util.selector}: sets ${property} to ${value}. Write the colour and its opacity in one class (bg-white/10, text-brand-700/80): ` +
          'colour utilities are written solid (uno.config.ts, solidColors).',
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
            throw new OpacityClassError(`${util.selector}: ${property} reads --un-${name}-opacity, which the rule does not set (uno.config.ts, solidColors).`);
          }
          return ')';
        }),
      ];
    });
};

/**
 * The design system's tokens and shortcuts.
 *
 * Contrast (WCAG AA, checked pair by pair):
 * - body text gray-700 on white 10.3:1, gray-600 on white/gray-50 7.2:1;
 * - headings brand-900 on white 14:1; links brand-700 on white 9.1:1, on brand-50 8.3:1;
 * - white on brand-600 7.1:1, on brand-700 9.1:1, on brand-800/900 11-14:1;
 * - brand-100 / brand-50 text on brand-800/900 9-10.6:1; accent-300 on brand-900 10:1;
 * - primary buttons: gray-900 on accent-400 10.6:1 (white on amber would fail, so
 *   the call-to-action colour always carries dark text);
 * - focus ring: brand-600 on light surfaces (6-7:1), accent-300 on dark ones
 *   (the `on-dark` class swaps it), both above the 3:1 non-text minimum.
 */
export default defineConfig({
  // On demand: the custom properties every element starts with are only the ones some utility reads.
  presets: [presetWind3({ preflight: 'on-demand' })],
  // Colours without their opacity variable: the stylesheet is inline in most pages (solidColors, above).
  postprocess: [solidColors],
  // Words in the scanned modules' prose and data that UnoCSS would read as utilities no element uses
  // ('outline' the button variant, 'table' the article block, `filter` in a comment); each costs
  // every page that inlines the stylesheet its bytes.
  blocklist: ['container', 'static', '!inline', 'h1', 'h2', 'h3', 'table', 'tab', 'filter', 'outline'],
  // Icons (src/ui/Icon.tsx) are inline SVGs pointing into one sprite. Preflights come
  // before the utilities, so a caller's size or display class wins over these defaults.
  preflights: [
    {
      getCSS: () => '.icon{display:inline-block;vertical-align:middle;flex-shrink:0;width:1.2em;height:1.2em}',
    },
  ],
  transformers: [transformerVariantGroup()],
  // Scan .ts modules too: content data (src/content/**) names colour classes.
  content: {
    pipeline: {
      include: [/\.([jt]sx?|mdx?|html)($|\?)/],
      exclude: [/[\\/]node_modules[\\/]/, /\.(css|postcss|sass|scss|less|styl)($|\?)/],
    },
  },
  rules: [
    // The focus colour follows the surface: a CSS variable that dark bands override.
    ['outline-focus', { 'outline-color': 'var(--focus-color, #1d5a96)' }],
    ['on-dark', { '--focus-color': '#fcd34d' }],
    // White cards inside dark bands (a form on the brand colour) go back to the light ring.
    ['on-light', { '--focus-color': '#1d5a96' }],
  ],
  shortcuts: {
    'focus-ring': 'outline-none focus-visible:(outline outline-3 outline-offset-2 outline-focus)',
    'page-container': 'mx-auto w-full max-w-7xl px-4 sm:px-6',
    btn: 'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold leading-tight transition-colors duration-200 focus-ring',
    'btn-primary': 'btn bg-accent-400 text-gray-900 shadow-sm hover:bg-accent-300',
    'btn-secondary': 'btn bg-brand-700 text-white shadow-sm hover:bg-brand-800',
    'btn-outline': 'btn border-2 border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
    'btn-light': 'btn border-2 border-white/80 text-white hover:(border-white bg-white/10)',
    'text-link': 'font-semibold text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:(text-brand-900 decoration-brand-700) focus-ring',
    eyebrow: 'text-sm font-semibold uppercase tracking-[0.14em] text-brand-600',
    'surface-card': 'rounded-2xl border border-gray-200 bg-white shadow-sm',
    'icon-chip': 'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl',
    // The fixed navigation's row: the full bar from the `navbar` breakpoint, the menu button and its panel below it
    // (docs/accessibility.md, "The navigation bar"); src/styles.css swaps them while the bar is crowded.
    'nav-header': 'fixed inset-x-0 top-0 z-50 transition-colors duration-300',
    // The bar's link colours over the home hero (transparent bar) and on white.
    'nav-on-hero': 'text-white hover:text-accent-300',
    'nav-on-white': 'text-gray-800 hover:text-brand-700',
    'nav-dropdown': 'on-light absolute left-0 top-full z-10 min-w-60 rounded-lg border border-gray-200 bg-white py-2 shadow-xl',
    'nav-row': 'mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-2 px-4 sm:px-6 lg:h-20 navbar:px-4 2xl:px-6',
    // The name may take two lines in a narrow window (320 px); beside the full bar it keeps to one line and its width.
    'nav-brand': 'flex min-w-0 items-center gap-2 text-lg font-bold leading-tight navbar:(shrink-0 whitespace-nowrap text-base) 2xl:text-lg',
    'nav-bar': 'hidden items-center navbar:flex',
    'nav-toggle': 'shrink-0 rounded-md p-2 navbar:hidden',
    'nav-panel': 'max-h-[80vh] overflow-y-auto border-t border-gray-200 bg-white px-4 pb-6 pt-2 shadow-lg navbar:hidden',
    // Before the script the panel is a popover, in the top layer: placed where it sits in the header once scripted.
    'nav-panel-popover': 'fixed inset-x-0 top-16 bottom-auto m-0 w-full lg:top-20',
    'nav-quote': 'btn-primary min-h-11 whitespace-nowrap px-3 py-2 text-sm 2xl:(px-4 text-base)',
    'nav-link': 'whitespace-nowrap rounded px-1 navbar:px-0.5 2xl:px-1 py-2 text-sm font-medium transition-colors focus-ring',
    'footer-link': 'text-brand-100 underline-offset-4 hover:(text-white underline) focus-ring',
    'social-link': 'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-ring',
    // Parked just above the window, shadow and all, whatever its height (two lines in Spanish at 320 px). Its ring is drawn
    // inside, on its own white, so it shows over the white bar and the dark home hero alike.
    'skip-link':
      'fixed left-4 right-4 top-0 z-100 w-fit translate-y-[calc(-100%-0.5rem)] rounded bg-white px-4 py-2 font-semibold text-brand-800 shadow on-light focus:translate-y-4 focus-ring focus-visible:outline-offset-[-6px]',
  },
  theme: {
    // `navbar`: where the full navigation bar replaces the menu button (docs/accessibility.md,
    // "The navigation bar"). In em, so a larger default text size moves it too; chosen with room
    // for the widest common system font (DejaVu Sans) and the longer of the two languages.
    breakpoints: { sm: '640px', md: '768px', lg: '1024px', xl: '1280px', navbar: '80em', '2xl': '1536px' },
    colors: {
      brand: {
        50: '#eef5fb',
        100: '#d6e6f5',
        200: '#b0cdea',
        300: '#7eaed9',
        400: '#4a8bc6',
        500: '#2a6fae',
        600: '#1d5a96',
        700: '#174a7c',
        800: '#123a61',
        900: '#0d2b49',
        950: '#081c31',
      },
      accent: {
        50: '#fffbeb',
        100: '#fef3c7',
        200: '#fde68a',
        300: '#fcd34d',
        400: '#fbbf24',
        500: '#f59e0b',
        // 600/700 are dark enough for amber text on white (5:1 and 7:1).
        600: '#b45309',
        700: '#92400e',
      },
    },
  },
});
