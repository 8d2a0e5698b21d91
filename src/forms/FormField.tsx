/**
 * One labelled, uncontrolled input rendered from its definition. The browser
 * keeps the value (so nothing a visitor typed is lost on a failed send); the
 * controller reads every value with FormData at submit time.
 */
import type { ReactNode } from 'react';
import { localizedPath, useLocale } from '../i18n/locale';
import { nativeConstraints } from './nativeConstraints';
import type { FieldDefinition, FormChrome } from '../formDefinitions/types';
import { Icon } from '../ui/Icon';

interface FormFieldProps {
  field: FieldDefinition;
  /** The form's words around the field ('(optional)', the agreement's links). */
  chrome: FormChrome;
  /** Unique prefix for ids (React's useId of the form). */
  idPrefix: string;
  error?: string;
  defaultValue?: string;
}

const inputBase =
  'mt-1.5 block w-full rounded-lg border px-3 py-2.5 text-base text-gray-900 shadow-sm placeholder:text-gray-500 focus-ring';

export const fieldId = (idPrefix: string, name: string) => `${idPrefix}-${name}`;

export function FormField({ field, chrome, idPrefix, error, defaultValue }: FormFieldProps) {
  const id = fieldId(idPrefix, field.name);
  const errorId = `${id}-error`;
  // The browser's checks before the script runs, from the same rule as the schema.
  const { required = false, pattern, minLength } = nativeConstraints(field);
  const a11y = {
    id,
    name: field.name,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  const border = error ? 'border-red-600' : 'border-gray-300';
  const message = error ? (
    <p id={errorId} className="mt-1.5 flex items-start gap-1 text-sm text-red-700">
      <Icon name="circle-alert" className="mt-0.5 h-4 w-4" />
      {error}
    </p>
  ) : null;

  if (field.name === 'policyAgreement') return <AgreementField {...a11y} words={chrome.agreement} message={message} />;
  if (field.type === 'checkbox') return <CheckboxField {...a11y} label={field.label} optional={chrome.optional} message={message} />;

  // A read-only value the page sets (the recreational serviceType) whose
  // option gives it words of its own: the visitor reads the label, the form
  // posts the value (the office's mail reads the same in every language).
  const shownAs = field.readOnly ? field.options?.find((option) => option.value === defaultValue && option.label !== option.value) : undefined;

  return (
    <div className={field.half ? '' : 'md:col-span-2'}>
      <label htmlFor={id} className="block text-sm font-semibold text-gray-800">
        {field.label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">*</span>
        ) : (
          <span className="font-normal text-gray-600">{chrome.optional}</span>
        )}
      </label>
      {field.type === 'select' ? (
        <select {...a11y} defaultValue={defaultValue ?? ''} className={`${inputBase} ${border} bg-white`}>
          <option value="">{field.prompt ?? chrome.selectOne}</option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea
          {...a11y}
          minLength={minLength}
          rows={field.rows ?? 4}
          placeholder={field.placeholder}
          defaultValue={defaultValue}
          className={`${inputBase} ${border} resize-y bg-white`}
        />
      ) : shownAs ? (
        <>
          <input
            {...a11y}
            name={undefined}
            type="text"
            readOnly
            defaultValue={shownAs.label}
            className={`${inputBase} ${border} bg-gray-100`}
          />
          <input type="hidden" name={field.name} value={shownAs.value} />
        </>
      ) : (
        <input
          {...a11y}
          type={field.type}
          minLength={minLength}
          pattern={pattern}
          inputMode={field.inputMode}
          min={field.type === 'number' ? 0 : undefined}
          autoComplete={field.autoComplete}
          placeholder={field.placeholder}
          readOnly={field.readOnly}
          defaultValue={defaultValue}
          className={`${inputBase} ${border} ${field.readOnly ? 'bg-gray-100' : 'bg-white'}`}
        />
      )}
      {message}
    </div>
  );
}

interface AgreementFieldProps {
  id: string;
  name: string;
  required: boolean;
  message: ReactNode;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const checkbox = 'mt-1 h-5 w-5 shrink-0 rounded accent-brand-700 focus-ring';

/** A box the visitor may tick (the certificate's additional insured); posted as "true" when ticked. */
function CheckboxField({ message, label, optional, ...a11y }: AgreementFieldProps & { label: string; optional: string }) {
  return (
    <div className="md:col-span-2">
      <div className="flex items-start gap-3">
        <input {...a11y} type="checkbox" value="true" className={checkbox} />
        <label htmlFor={a11y.id} className="text-sm text-gray-700">
          {label}
          {!a11y.required && <span className="text-gray-600">{optional}</span>}
        </label>
      </div>
      {message}
    </div>
  );
}

/**
 * The privacy agreement. The links open in a new tab so that reading the terms
 * never throws away a half-filled form.
 */
function AgreementField({ message, words, ...a11y }: AgreementFieldProps & { words: FormChrome['agreement'] }) {
  // The documents in the page's language.
  const locale = useLocale();
  const link = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 focus-ring';
  return (
    <div className="md:col-span-2">
      <div className="flex items-start gap-3">
        {/* Posted as "true" when ticked, as the script sends it. */}
        <input {...a11y} type="checkbox" value="true" className={checkbox} />
        {/* Its text (the links included) reads exactly as the field label. */}
        <label htmlFor={a11y.id} className="text-sm text-gray-700">
          {words.before}{' '}
          <a href={localizedPath(locale, '/terms')} target="_blank" rel="noopener noreferrer" className={link}>
            {words.terms}
          </a>{' '}
          {words.and}{' '}
          <a href={localizedPath(locale, '/privacy')} target="_blank" rel="noopener noreferrer" className={link}>
            {words.privacy}
          </a>
        </label>
        <span aria-hidden="true" className="-ml-2 text-red-700">*</span>
      </div>
      {message}
    </div>
  );
}
