/**
 * Each language's frame words (src/content/site.yaml read in that language,
 * with every coverage page's name and menu label: virtual:content/words/<locale>)
 * in a chunk of their own, so a page loads only its language's. Loaded
 * before the first render (entry-server, clientRoot's preload); `useWords`
 * then reads them synchronously, and suspends only if a render ever comes first.
 */
import { use } from 'react';
import { lazyModule, type LazyModule } from '../lib/lazyModule';
import type { FrameWords } from './model/site';
import { useLocale, type Locale } from '../i18n/locale';

export type Words = FrameWords;

const wordModules: Record<Locale, LazyModule<{ words: Words }>> = {
  en: lazyModule(() => import('virtual:content/words/en')),
  es: lazyModule(() => import('virtual:content/words/es')),
};

export const loadWords = async (locale: Locale) => (await wordModules[locale].load()).words;

export function useWords(): Words {
  const module = wordModules[useLocale()];
  return (module.current ?? use(module.load())).words;
}
