/**
 * <LeadForm form={contact} />: renders any form definition as a real HTML
 * form that posts to the relay's HTML endpoint by itself, with the browser's
 * own validation, before and without script (docs/forms.md, "Nothing lost").
 * Once hydrated, the script takes over: native validation off, the exact
 * messages, the machine, the ajax relay call and the toasts. That part
 * (XState machine, arktype schema, ky relay client, toasts) is loaded with
 * import() the first time a visitor focuses or types in the form, so no page
 * pays for it up front. What the visitor types is kept as a draft in the tab.
 * The page passes the definition itself (not an id), so a page's JavaScript
 * holds only the forms it shows, in its own language: a Spanish page passes
 * the Spanish definition (src/formDefinitions/es/), whose words are
 * Spanish and whose post carries the same fields with '[ES] ' before the
 * subject and the Spanish thanks page as `_next` (docs/forms.md, "Two languages").
 *
 * Usage:
 *   <LeadForm form={quickQuote} />
 *   <LeadForm form={recreational} serviceType="Boat / PWC" />
 *   <LeadForm form={contact} labelledBy="contact-form-heading" />
 */
import { useCallback, useEffect, useId, useRef, useSyncExternalStore, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useLocation, useSearch } from 'wouter';
import { relayFormAction } from '../config/relay';
import { localizedPath, useLocale } from '../i18n/locale';
import type { FormRef } from '../formDefinitions/registry';
import { FormField, fieldId } from './FormField';
import { Honeypot } from './Honeypot';
import { rememberedCampaign } from './leadSource';
import { SOURCE_FIELDS } from './sourceFields';
import { confirmationOf, subjectWithoutScript } from './payload';
import { RelayFields } from './RelayFields';
import type { FormDefinition, FormValues } from '../formDefinitions/types';
import { useDraft } from './useDraft';
import { initialValuesOf, useFormController } from './useFormController';
import { Icon } from '../ui/Icon';

interface CommonProps {
  /** id of the <form> element (an anchor target). */
  id?: string;
  /** id of the visible heading that names the form; otherwise the definition's name is its label. */
  labelledBy?: string;
  className?: string;
}

export type LeadFormProps = CommonProps & FormRef;

/** Every value of the form as the controller needs it, read from the DOM at submit time. */
function readValues(form: HTMLFormElement, definition: FormDefinition): FormValues {
  const data = new FormData(form);
  const values: FormValues = { _honey: String(data.get('_honey') ?? '') };
  for (const name of SOURCE_FIELDS) values[name] = String(data.get(name) ?? '');
  for (const field of definition.fields) {
    values[field.name] = field.type === 'checkbox' ? data.get(field.name) !== null : String(data.get(field.name) ?? '');
  }
  return values;
}

/** The campaign never changes while the page is open: nothing to subscribe to. */
const noSubscription = () => () => {};

export function LeadForm({ form: definition, serviceType, id, labelledBy, className = '' }: LeadFormProps) {
  const idPrefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const locale = useLocale();
  if (import.meta.env.DEV && definition.locale !== locale) {
    console.error(`<LeadForm>: the ${definition.locale} form "${definition.id}" on a ${locale} page; pass the page's own language's definition.`);
  }
  // The English path, in both languages: wouter's base holds the /es of a Spanish page.
  const [path] = useLocation();
  // One draft for a form's two languages (the key names the English path):
  // its values (typed text, option values) read the same in both, so a
  // visitor who switches language halfway keeps what was typed.
  const draft = useDraft(formRef, definition, path);
  const focus = useCallback((name: string) => document.getElementById(fieldId(idPrefix, name))?.focus(), [idPrefix]);
  const { clear: clearDraft } = draft;
  const reset = useCallback(() => {
    formRef.current?.reset();
    clearDraft();
  }, [clearDraft]);
  const { errors, busy, load } = useFormController({ definition, serviceType, reset, focus });
  // The browser validates until the script has taken over; then the schema's
  // messages do. Set on the element itself, after hydration: the prerendered
  // form and the first client render stay identical, and nothing else re-renders.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  // The campaign this tab landed with (src/forms/leadSource.ts): empty in the
  // prerendered HTML and while React hydrates the form (which may be after the
  // page: src/forms/PageLeadForm.tsx); React renders the form again with it right after.
  const campaign = useSyncExternalStore(noSubscription, rememberedCampaign, () => '');

  useContactSubjectFromQuery(definition, idPrefix, draft.restored);

  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (!target.name || target.name === '_honey') return;
    draft.changed();
    const value = target.type === 'checkbox' ? target.checked : target.value;
    void load().then((c) => c.edit(target.name, value));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = readValues(event.currentTarget, definition);
    void load().then((c) => c.submit(values));
  };

  const errorCount = Object.keys(errors).length;
  const inline = definition.layout === 'inline';
  const { chrome } = definition;

  return (
    <form
      ref={formRef}
      id={id}
      method="post"
      action={relayFormAction}
      encType="multipart/form-data"
      aria-label={labelledBy ? undefined : definition.name}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      onFocus={() => void load()}
      onChange={onChange}
      onSubmit={onSubmit}
      className={`relative rounded-2xl bg-white p-6 text-left text-gray-900 shadow-sm ring-1 ring-gray-200 md:p-8 ${className}`}
    >
      <RelayFields
        form={definition.id}
        subject={subjectWithoutScript(definition, initialValuesOf(definition, serviceType))}
        confirmation={confirmationOf(definition)}
        source={{ sourcePage: localizedPath(locale, path), sourceCampaign: campaign }}
        locale={locale}
      />
      <Honeypot idPrefix={idPrefix} label={chrome.honeypot} />
      {!inline && (
        <p className="mb-5 text-sm text-gray-600">
          {chrome.requiredNote[0]}
          <span className="text-red-700">*</span>
          {chrome.requiredNote[1]}
        </p>
      )}
      <div className={inline ? 'flex flex-col gap-3 sm:flex-row sm:items-start' : 'grid gap-5 md:grid-cols-2'}>
        <div className={inline ? 'min-w-0 flex-1' : 'contents'}>
          {definition.fields.map((field) => (
            <FormField
              key={field.name}
              field={field}
              idPrefix={idPrefix}
              chrome={chrome}
              error={errors[field.name]}
              defaultValue={field.name === 'serviceType' ? serviceType : undefined}
            />
          ))}
        </div>
        <div className={inline ? 'sm:mt-7' : 'md:col-span-2'}>
          {definition.note && <p className="mb-4 text-sm font-medium text-gray-800">{definition.note}</p>}
          <button type="submit" disabled={busy} className="btn-primary w-full justify-center disabled:(cursor-wait opacity-70) sm:w-auto">
            {busy && <Icon name="loader-circle" className="h-5 w-5 animate-spin motion-reduce:animate-none" />}
            {busy ? definition.busyLabel : definition.submitLabel}
          </button>
        </div>
      </div>
      {/* Announces a failed check; focus also moves to the first invalid field. */}
      <p role="status" className="sr-only">
        {errorCount > 0 ? chrome.attention(errorCount) : ''}
      </p>
    </form>
  );
}

/**
 * /contact?subject=policy pre-selects "Policy Question". Applied in an effect:
 * the prerendered HTML has no query string, so the first render must not use
 * it. A subject the visitor picked before (restored from the draft) wins.
 */
function useContactSubjectFromQuery(definition: FormDefinition, idPrefix: string, restored: RefObject<Promise<ReadonlySet<string>>>) {
  const search = useSearch();
  useEffect(() => {
    const options = definition.id === 'contact' ? definition.fields.find((field) => field.name === 'subject')?.options : undefined;
    if (!options) return;
    let current = true;
    void restored.current.then((names) => {
      if (!current || names.has('subject')) return;
      const subject = new URLSearchParams(search).get('subject');
      const select = document.getElementById(fieldId(idPrefix, 'subject'));
      if (!subject || !(select instanceof HTMLSelectElement)) return;
      if (options.some((option) => option.value === subject)) select.value = subject;
    });
    return () => {
      current = false;
    };
  }, [definition, search, idPrefix, restored]);
}
