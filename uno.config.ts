import { defineConfig, presetIcons, presetWind3, transformerVariantGroup } from 'unocss';

export default defineConfig({
  presets: [
    presetWind3(),
    // CSS-only icons: an icon costs a few bytes of CSS and no JavaScript.
    presetIcons({ scale: 1.2, extraProperties: { display: 'inline-block', 'vertical-align': 'middle', 'flex-shrink': '0' } }),
  ],
  transformers: [transformerVariantGroup()],
  shortcuts: {
    'focus-ring': 'outline-none focus-visible:(outline outline-3 outline-offset-2 outline-accent-500)',
    btn: 'inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold transition-colors focus-ring',
    'btn-primary': 'btn bg-accent-500 text-gray-900 hover:bg-accent-400',
    'btn-secondary': 'btn bg-brand-700 text-white hover:bg-brand-800',
    'btn-outline': 'btn border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
    'nav-link': 'rounded px-1 py-2 font-medium transition-colors focus-ring',
    'footer-link': 'text-gray-200 underline-offset-4 hover:(text-white underline) focus-ring',
    'social-link': 'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-ring',
    'skip-link': 'fixed left-4 top-4 z-100 -translate-y-24 rounded bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:translate-y-0 focus-ring',
  },
  theme: {
    colors: {
      brand: {
        50: '#eef5fb',
        100: '#d6e6f5',
        600: '#1d5a96',
        700: '#174a7c',
        800: '#123a61',
        900: '#0d2b49',
      },
      accent: {
        300: '#fcd34d',
        400: '#fbbf24',
        500: '#f59e0b',
        600: '#b45309',
        700: '#92400e',
      },
    },
  },
});
