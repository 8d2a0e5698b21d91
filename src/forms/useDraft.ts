/**
 * Keeps a form's draft (drafts.ts) in step with what the visitor types:
 * restored once the page is hydrated (never during hydration, so the
 * prerendered HTML and the first render agree), saved shortly after each
 * keystroke and at once when the page is hidden or the form leaves it.
 * The draft code itself loads after hydration, off the page's initial
 * JavaScript.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { lazyModule } from '../lib/lazyModule';
import type * as DraftsModule from './drafts';
import type { FormDefinition } from '../formDefinitions/types';

type Drafts = typeof DraftsModule;

/** Once loaded, a save on `pagehide` runs at once (drafts.current). */
const drafts = lazyModule(() => import('./drafts'));

/** Long enough to skip most keystrokes, short enough that a reload right after typing keeps them. */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface Draft {
  /** Something changed: save soon. */
  changed(): void;
  /** The form was sent: forget the draft. */
  clear(): void;
  /** Resolves, once the draft is back in the form, with the names of the fields it filled. */
  restored: RefObject<Promise<ReadonlySet<string>>>;
}

export function useDraft(formRef: RefObject<HTMLFormElement | null>, definition: FormDefinition, path: string): Draft {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; save: () => void } | undefined>(undefined);
  const restored = useRef<Promise<ReadonlySet<string>>>(Promise.resolve(new Set()));

  /** Saves a scheduled draft now (the form element is captured: it may already be gone from the page). */
  const flush = useCallback(() => {
    const scheduled = pending.current;
    if (!scheduled) return;
    pending.current = undefined;
    clearTimeout(scheduled.timer);
    scheduled.save();
  }, []);

  useEffect(() => {
    const form = formRef.current;
    restored.current = drafts.load().then(({ draftKey, readDraft, restoreDraft }) =>
      form ? new Set(restoreDraft(form, definition, readDraft(draftKey(definition.id, path)))) : new Set<string>(),
    );
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [formRef, definition, path, flush]);

  const changed = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    if (pending.current) clearTimeout(pending.current.timer);
    const save = () => {
      const write = (module: Drafts) => module.saveDraft(module.draftKey(definition.id, path), module.collectDraft(form, definition));
      if (drafts.current) write(drafts.current);
      else void drafts.load().then(write);
    };
    pending.current = { save, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
  }, [formRef, definition, path, flush]);

  const clear = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = undefined;
    void drafts.load().then((module) => module.clearDraft(module.draftKey(definition.id, path)));
  }, [definition, path]);

  return { changed, clear, restored };
}
