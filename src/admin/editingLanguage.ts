/**
 * The language the office is writing in: the language of the last box of a
 * side-by-side text it focused (./TranslationControl.tsx), or the one it
 * picked above the preview. The preview shows the page in it
 * (./preview/PagePreview.tsx), so what the office reads beside the form is
 * what it is typing.
 */
import { useSyncExternalStore } from 'react';
import type { Locale } from '../i18n/locale';

let current: Locale = 'en';
const listeners = new Set<() => void>();

export const editingLanguage = {
  get: (): Locale => current,
  set(locale: Locale) {
    if (locale === current) return;
    current = locale;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

export const useEditingLanguage = (): Locale => useSyncExternalStore(editingLanguage.subscribe, editingLanguage.get);
