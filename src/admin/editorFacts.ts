/**
 * The agency's facts as the placeholders name them, in each language
 * (src/content/model/placeholders.ts), from the facts the editor was built
 * with: the preview fills its texts with them, and a text field refuses one
 * written out (src/admin/translationField.ts). A change of facts not yet
 * published shows once the site is rebuilt.
 */
import { agency } from '../config/agency';
import { derivedFacts } from '../config/derivedFacts';
import { factValues } from '../content/model/placeholders';
import { locales, type Locale } from '../i18n/locale';

type Values = Readonly<Record<string, string>>;

export const editorFacts = Object.fromEntries(
  locales.map((locale): [Locale, Values] => [locale, factValues(derivedFacts, locale, { buildYear: new Date().getFullYear(), siteOrigin: agency.siteOrigin })]),
) as Record<Locale, Values>;
