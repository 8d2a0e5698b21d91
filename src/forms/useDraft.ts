/**
 * Keeps a form's draft (drafts.ts) in step with what the visitor types:
 * restored once the page is hydrated (never during hydration, so the
 * prerendered HTML and the first render agree), saved shortly after each
 * keystroke and at once when the page is hidden or the form leaves it.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { clearDraft, collectDraft, draftKey, readDraft, restoreDraft, saveDraft } from './drafts';
import type { FormDefinition } from './types';

/** Long enough to skip most keystrokes, short enough that a reload right after typing keeps them. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface Draft {
  /** Something changed: save soon. */
  changed(): void;
  /** The form was sent: forget the draft. */
  clear(): void;
  /** Names of the fields the draft filled when the form mounted. */
  restored: RefObject<ReadonlySet<string>>;
}

export function useDraft(formRef: RefObject<HTMLFormElement | null>, definition: FormDefinition, path: string): Draft {
  const key = draftKey(definition.id, path);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void } | undefined>(undefined);
  const restored = useRef<ReadonlySet<string>>(new Set());

  /** Saves a scheduled draft now (the form element is captured: it may already be gone from the page). */
  const flush = useCallback(() => {
    const scheduled = pending.current;
    if (!scheduled) return;
    pending.current = undefined;
    clearTimeout(scheduled.timer);
    scheduled.save();
  }, []);

  useEffect(() => {
    if (formRef.current) restored.current = new Set(restoreDraft(formRef.current, definition, readDraft(key)));
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [formRef, definition, key, flush]);

  const changed = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const save = () => saveDraft(key, collectDraft(form, definition));
    pending.current = { save, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
  }, [formRef, definition, key, flush]);

  const clear = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
    clearDraft(key);
  }, [key]);

  return { changed, clear, restored };
}
