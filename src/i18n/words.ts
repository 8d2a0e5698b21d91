/**
 * Each language's frame words (src/content/words.ts and its Spanish twin) in
 * a chunk of their own, so a page loads only its language's. Loaded before
 * the first render (entry-server, clientRoot's preload); `useWords` then
 * reads them synchronously, and suspends only if a render ever comes first.
 */
import { use } from 'react';
import { lazyModule, type LazyModule } from '../lib/lazyModule';
import type { Words } from '../content/words';
import { useLocale, type Locale } from './locale';

const wordModules: Record<Locale, LazyModule<{ words: Words }>> = {
  en: lazyModule(() => import('../content/words')),
  es: lazyModule(() => import('../content/es/words')),
};

export const loadWords = async (locale: Locale) => (await wordModules[locale].load()).words;

export function useWords(): Words {
  const module = wordModules[useLocale()];
  return (module.current ?? use(module.load())).words;
}
