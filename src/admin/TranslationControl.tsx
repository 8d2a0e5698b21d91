/**
 * The side-by-side text field (./translationField.ts): an English and a
 * Spanish box for the same words, a line or a paragraph as the model says
 * (`multiline`), each labelled in its language, with the placeholders the
 * text may use listed under them. It hands Decap `{ en, es }`, which the
 * content format writes as the file's nested mapping. Focusing a box shows
 * the preview in that box's language (./editingLanguage.ts).
 *
 * A class, as Decap's own controls are: Decap reads `isValid` off the
 * control's instance when the office saves.
 */
import { Component, type CSSProperties } from 'react';
import type { CmsWidgetControlProps } from 'decap-cms-core';
import { FACT_PLACEHOLDERS, spelledFactMessage } from '../content/model/placeholders';
import type { Locale } from '../i18n/locale';
import { editingLanguage } from './editingLanguage';
import { editorFacts } from './editorFacts';
import { checkTranslations, factsWrittenOut, LANGUAGE_NAMES, languagesOf, toTranslations, withWords, type TranslationRules } from './translationField';

/** What Decap hands every control besides the typed props: the focus styles of the field's frame. */
interface ControlProps extends CmsWidgetControlProps<unknown> {
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

const asList = (value: unknown): string[] | undefined => {
  const plain = value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;
  return Array.isArray(plain) ? plain.map(String) : undefined;
};

/** The field's rules from its configuration (src/buildSteps/cms/contentFields.ts writes `only` and `slots` from the model's node). */
export function rulesOfField(field: ControlProps['field']): TranslationRules {
  return {
    label: String(field.get('label', field.get('name'))),
    required: field.get('required', true) !== false,
    only: asList(field.get('only')) as Locale[] | undefined,
    slots: asList(field.get('slots')),
  };
}

const styles = {
  columns: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', gap: '0.75rem' },
  language: { display: 'block', margin: '0 0 0.25rem', fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.04em', textTransform: 'uppercase', color: '#5d626f' },
  area: { minHeight: '6rem', resize: 'vertical', fontFamily: 'inherit', lineHeight: 1.5 },
  placeholders: { marginTop: '0.5rem', fontSize: '0.8125rem', color: '#5d626f' },
  list: { margin: '0.25rem 0 0', paddingLeft: '1.25rem', columns: '16rem' },
  writtenOut: { margin: '0.5rem 0 0', paddingLeft: '1.25rem', fontSize: '0.875rem', color: '#8a4b00' },
} satisfies Record<string, CSSProperties>;

export class TranslationControl extends Component<ControlProps> {
  /**
   * Where the caret was in each box after the office's last keystroke, until
   * the box shows what was typed: a nested field is redrawn after Decap
   * stores the value, and must not lose it. Kept no longer: a caret put back
   * later would undo the office's own click or selection (Ctrl+A, then typing).
   */
  private typed: Partial<Record<Locale, { caret: number; words: string }>> = {};
  private boxes: Partial<Record<Locale, HTMLInputElement | HTMLTextAreaElement | null>> = {};

  isValid = () => checkTranslations(this.props.value, { ...rulesOfField(this.props.field), facts: editorFacts });

  componentDidUpdate() {
    for (const [locale, box] of Object.entries(this.boxes) as [Locale, HTMLInputElement | HTMLTextAreaElement | null][]) {
      const typed = this.typed[locale];
      if (!box || !typed) continue;
      const focused = box === box.ownerDocument.activeElement;
      // Until Decap has stored the words, the box may be drawn with the ones before.
      if (focused && box.value !== typed.words) continue;
      if (focused && box.selectionStart !== typed.caret) box.setSelectionRange(typed.caret, typed.caret);
      delete this.typed[locale];
    }
  }

  private change(locale: Locale, box: HTMLInputElement | HTMLTextAreaElement) {
    this.typed[locale] = { caret: box.selectionStart ?? box.value.length, words: box.value };
    this.props.onChange(withWords(this.props.value, rulesOfField(this.props.field), locale, box.value));
  }

  private focus(locale: Locale) {
    editingLanguage.set(locale);
    this.props.setActiveStyle();
  }

  render() {
    const { field, forID, classNameWrapper, setInactiveStyle } = this.props;
    const rules = rulesOfField(field);
    const words = toTranslations(this.props.value);
    const multiline = field.get('multiline') === true;
    const languages = languagesOf(rules);
    return (
      <div>
        <div style={styles.columns}>
          {languages.map((locale, index) => {
            // The first box takes the field's id, so the field's own label leads to it.
            const id = index === 0 ? forID : `${forID}-${locale}`;
            const common = {
              id,
              ref: (box: HTMLInputElement | HTMLTextAreaElement | null) => {
                this.boxes[locale] = box;
              },
              lang: locale,
              'aria-label': `${rules.label} (${LANGUAGE_NAMES[locale]})`,
              className: classNameWrapper,
              value: words[locale] ?? '',
              onFocus: () => this.focus(locale),
              onBlur: setInactiveStyle,
            };
            return (
              <div key={locale}>
                <label htmlFor={id} style={styles.language}>
                  {LANGUAGE_NAMES[locale]}
                </label>
                {multiline ? (
                  <textarea {...common} rows={3} style={styles.area} onChange={(event) => this.change(locale, event.currentTarget)} />
                ) : (
                  <input {...common} type="text" onChange={(event) => this.change(locale, event.currentTarget)} />
                )}
              </div>
            );
          })}
        </div>
        <WrittenOutFacts value={this.props.value} rules={rules} />
        <Placeholders slots={rules.slots ?? []} />
      </div>
    );
  }
}

/** Said as the office types: a fact written out, and the placeholder to write instead (saving refuses it, as the build does). */
function WrittenOutFacts({ value, rules }: { value: unknown; rules: TranslationRules }) {
  const found = factsWrittenOut(value, { ...rules, facts: editorFacts });
  if (found.length === 0) return null;
  return (
    <ul role="status" style={styles.writtenOut}>
      {found.map((fact) => (
        <li key={`${fact.locale} ${fact.written}`}>
          {LANGUAGE_NAMES[fact.locale]}: {spelledFactMessage(fact)}.
        </li>
      ))}
    </ul>
  );
}

/** The placeholders the text may use: the page's own slots first, then the facts, each with what it stands for. */
function Placeholders({ slots }: { slots: readonly string[] }) {
  return (
    <details style={styles.placeholders}>
      <summary>
        Placeholders: {slots.length > 0 && <>{slots.map((slot) => `{${slot}}`).join(' ')} (filled by the page) and </>}the agency’s facts, e.g.
        {' {agencyName}, {phone}, {city}'}
      </summary>
      <ul style={styles.list}>
        {slots.map((slot) => (
          <li key={slot}>
            <code>{`{${slot}}`}</code>: filled by the page where it shows the text
          </li>
        ))}
        {Object.entries(FACT_PLACEHOLDERS).map(([name, meaning]) => (
          <li key={name}>
            <code>{`{${name}}`}</code>: {meaning}
          </li>
        ))}
      </ul>
    </details>
  );
}
