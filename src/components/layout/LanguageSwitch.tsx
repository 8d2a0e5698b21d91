import { useLocation, useSearch } from 'wouter';
import { htmlLang, localizedPath, otherLocale, useLocale } from '../../i18n/locale';
import { useTwinOf } from '../../i18n/twins';
import { useWords } from '../../content/words';
import { useHydrated } from '../../lib/useHydrated';

/**
 * The link to this page in the other language (nav bar, mobile menu,
 * footer). A plain link, loading the other language's page: it never
 * redirects by itself (docs/i18n.md). Once scripted it carries the query
 * string along (a filtered blog stays filtered); before, the prerendered
 * link is the twin's path. A page without a twin leads to the other
 * language's home.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const other = otherLocale(locale);
  const [location] = useLocation();
  const search = useSearch();
  const hydrated = useHydrated();
  const twin = useTwinOf()(location);
  const href = (twin ?? localizedPath(other, '/')) + (twin && hydrated && search ? `?${search}` : '');
  return (
    <a href={href} lang={htmlLang[other]} hrefLang={htmlLang[other]} className={className}>
      {useWords().otherLanguage}
    </a>
  );
}
