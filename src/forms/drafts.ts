/**
 * Drafts (docs/forms.md, "Nothing lost"): what a visitor types into a form is
 * kept in this browser tab's sessionStorage, so a reload, the back button or
 * a visit to another page never empties a half-written claim. A successful
 * send clears it. The honeypot and read-only fields are never kept: the page
 * sets those, not the visitor.
 */
import type { FormDefinition, FormValues } from '../formDefinitions/types';

const PREFIX = 'lead-draft:';

/** One draft per form per page (the recreational pages share a form, not a draft). */
export const draftKey = (formId: string, path: string) => `${PREFIX}${formId}:${path}`;

/** sessionStorage, or nothing where it is blocked (privacy modes, sandboxed frames). */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The form's control for a field: the element with that name that the definition describes. */
function controlOf(form: HTMLFormElement, name: string): Control | undefined {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
    ? element
    : undefined;
}

const keptFields = (definition: FormDefinition) => definition.fields.filter((field) => !field.readOnly);

/** What the visitor has typed, picked or ticked; empty fields are left out. */
export function collectDraft(form: HTMLFormElement, definition: FormDefinition): FormValues {
  const draft: FormValues = {};
  for (const field of keptFields(definition)) {
    const control = controlOf(form, field.name);
    if (!control) continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') {
      if (control.checked) draft[field.name] = true;
    } else if (control.value !== '') draft[field.name] = control.value;
  }
  return draft;
}

export function saveDraft(key: string, draft: FormValues): void {
  try {
    if (Object.keys(draft).length === 0) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft, never the form.
  }
}

export function readDraft(key: string): FormValues {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const draft: FormValues = {};
    for (const [name, value] of Object.entries(parsed)) if (typeof value === 'string' || typeof value === 'boolean') draft[name] = value;
    return draft;
  } catch {
    return {};
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}

/** The value a select shows before anyone picks: its default option, or the first. */
const initialSelection = (select: HTMLSelectElement) =>
  ([...select.options].find((option) => option.defaultSelected) ?? select.options[0])?.value ?? '';

/** A control still as the page rendered it: the visitor has not touched it yet. */
const untouched = (control: Control) =>
  control instanceof HTMLInputElement && control.type === 'checkbox'
    ? control.checked === control.defaultChecked
    : control instanceof HTMLSelectElement
      ? control.value === initialSelection(control)
      : control.value === control.defaultValue;

/**
 * Puts a draft back into the form's controls and returns the names it filled.
 * A control the visitor has already changed (typing before the script woke
 * up) keeps what is there now: that is newer than the draft.
 */
export function restoreDraft(form: HTMLFormElement, definition: FormDefinition, draft: FormValues): string[] {
  const restored: string[] = [];
  for (const field of keptFields(definition)) {
    const value = draft[field.name];
    const control = controlOf(form, field.name);
    if (value === undefined || !control || !untouched(control)) continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === true;
    else control.value = String(value);
    restored.push(field.name);
  }
  return restored;
}
