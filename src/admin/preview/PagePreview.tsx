/**
 * The editor's preview of a content file: the page itself, drawn by the
 * site's components with the site's styles (registered as the preview's
 * stylesheet, ../main.ts), in the language the office is writing in (the
 * last box it focused, or the language picked above the page), with what the
 * build would refuse listed first.
 */
import { useDeferredValue, useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { goToField } from '../goToField';
import { locales } from '../../i18n/locale';
import { editingLanguage, useEditingLanguage } from '../editingLanguage';
import { FILE_NAME_FIELD } from '../fileNameField';
import { LANGUAGE_NAMES } from '../translationField';
import { previewPage, previewReady, type ListedProblem } from './previewPage';
import type { PreviewedPage } from './previewedPages';

/** Problems listed at once; the rest are counted (a new page starts with every field empty). */
const PROBLEMS_SHOWN = 8;

// Inline styles: the preview's stylesheet is the site's, and these parts are the editor's.
const styles = {
  // Kept in view over the page, above its navigation (z-index 50).
  bar: { position: 'sticky', top: 0, zIndex: 60, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem', padding: '0.5rem 1rem', background: '#eff0f4', borderBottom: '1px solid #dfdfe3', font: '14px/1.4 system-ui, sans-serif', color: '#313d3e' },
  button: { padding: '0.25rem 0.75rem', borderWidth: 1, borderStyle: 'solid', borderColor: '#798291', borderRadius: '999px', background: '#fff', color: '#313d3e', cursor: 'pointer', font: 'inherit' },
  pressed: { background: '#3a69c7', borderColor: '#3a69c7', color: '#fff' },
  // Clear of the preview's own buttons, which Decap floats over its top right corner.
  problems: { margin: 0, padding: '0.75rem 4rem 0.75rem 1rem', background: '#fff8e1', borderBottom: '1px solid #f0c36d', font: '14px/1.5 system-ui, sans-serif', color: '#5c4400', overflowWrap: 'anywhere' },
  place: { padding: 0, border: 0, background: 'none', color: '#1d4ed8', textDecoration: 'underline', cursor: 'pointer', font: 'inherit', textAlign: 'left' },
  list: { margin: '0.25rem 0 0', paddingLeft: '1.25rem' },
  // A containing block for the page's fixed parts, so its navigation stays at the top of the page, under the bar,
  // and its skip link, parked above the page until focused, stays out of sight.
  page: { transform: 'translateZ(0)', overflow: 'hidden' },
} satisfies Record<string, CSSProperties>;

type Data = { toJS(): unknown } | undefined;

interface MediaFile {
  name?: string;
  url?: string;
}

/**
 * Where the preview shows an upload: a photo uploaded while editing this
 * entry is a draft of the entry (its `mediaFiles`, a blob in the browser)
 * until the entry is saved, and Decap's asset store does not resolve it
 * before then (decaporg/decap-cms#7587); any other from the asset store.
 */
function uploadUrlOf(entry: PreviewTemplateComponentProps['entry'], getAsset: PreviewTemplateComponentProps['getAsset']) {
  const drafts = ((entry.get('mediaFiles') as Data)?.toJS() ?? []) as MediaFile[];
  return (src: string) => {
    const name = src.slice(src.lastIndexOf('/') + 1);
    return drafts.find((file) => file.name === name && file.url)?.url ?? String(getAsset(src));
  };
}

/** Whether what the pages need (the frame's words, the forms' view, the article lists) has loaded. */
function useSitePartsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void previewReady.then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/**
 * What to fix, each problem's field named as the form shows it, a button
 * taking the cursor there (../goToField.ts). The same problem in both
 * languages' reading is listed once.
 */
export function Problems({ problems }: { problems: ListedProblem[] }) {
  if (problems.length === 0) return null;
  const unique = problems.filter((problem, index) => problems.findIndex((other) => other.where === problem.where && other.message === problem.message) === index);
  const shown = unique.slice(0, PROBLEMS_SHOWN);
  return (
    <section style={styles.problems} aria-label="What to fix before publishing">
      <strong>To fix before publishing</strong> (the site’s build checks the same):
      <ul style={styles.list}>
        {shown.map(({ place, where, message }) => (
          <li key={`${where} ${message}`}>
            <button type="button" style={styles.place} title="Go to the field" onClick={() => void goToField(place)}>
              {where}
            </button>
            : {message}
          </li>
        ))}
        {unique.length > shown.length && <li>and {unique.length - shown.length} more</li>}
      </ul>
    </section>
  );
}

/** A Decap preview template drawing `page`. */
export function pagePreviewTemplate(page: PreviewedPage) {
  function PagePreview({ entry, getAsset, isLoadingAsset }: PreviewTemplateComponentProps) {
    const locale = useEditingLanguage();
    const loaded = useSitePartsLoaded();
    // Typing stays quick: the page is redrawn from the latest value once React has time.
    const data = useDeferredValue(entry.get('data') as Data);
    const fileName = entry.get('newRecord') ? undefined : (entry.get('slug') as string | undefined);
    const result = useMemo(
      () => {
        if (!loaded) return undefined;
        const values = (data?.toJS() ?? {}) as Record<string, unknown>;
        const name = fileName ?? (typeof values[FILE_NAME_FIELD] === 'string' && values[FILE_NAME_FIELD] ? values[FILE_NAME_FIELD] : undefined);
        return previewPage(page, values, { locale, fileName: name, uploadUrl: uploadUrlOf(entry, getAsset) });
      },
      // Decap hands a new getAsset (and entry) on every render, and the media store's state is not in it: the page is
      // drawn again when the values, the language or an upload's loading change (isLoadingAsset), with the getAsset of then.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [loaded, data, fileName, locale, isLoadingAsset],
    );
    return (
      <div>
        <div style={styles.bar} role="group" aria-label="Language of the preview">
          Preview in
          {locales.map((language) => (
            <button
              key={language}
              type="button"
              lang={language}
              aria-pressed={language === locale}
              style={language === locale ? { ...styles.button, ...styles.pressed } : styles.button}
              onClick={() => editingLanguage.set(language)}
            >
              {LANGUAGE_NAMES[language]}
            </button>
          ))}
        </div>
        {!result && <p style={styles.problems}>Loading the site’s parts…</p>}
        {result && <Problems problems={result.listed} />}
        {result?.failure && (
          // What failed is for a developer (the title); the office fills in the fields listed above.
          <p style={styles.problems} title={result.failure}>
            The page shows once these are filled in.
          </p>
        )}
        {result?.html !== undefined && <div lang={locale} style={styles.page} dangerouslySetInnerHTML={{ __html: result.html }} />}
      </div>
    );
  }
  return PagePreview;
}
