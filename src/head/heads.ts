/**
 * Each language's head copy (titles, descriptions: src/content/heads.ts and
 * its Spanish twin) in a chunk of its own, loaded by the head builder's
 * callers: the prerender step, and the browser on a client navigation.
 */
import type { Heads } from '../content/heads';
import type { Locale } from '../i18n/locale';
import { lazyModule, type LazyModule } from '../lib/lazyModule';

const headModules: Record<Locale, LazyModule<{ heads: Heads }>> = {
  en: lazyModule(() => import('../content/heads')),
  es: lazyModule(() => import('../content/es/heads')),
};

export const loadHeads = async (locale: Locale): Promise<Heads> => (await headModules[locale].load()).heads;
