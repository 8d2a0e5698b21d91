import { useLocation } from 'wouter';
import { agency, mailto } from '../config/agency';
import { FormattedDate } from './FormattedDate';
import type { LegalBlock, LegalDocument } from '../content/legal/types';
import { htmlLang } from '../i18n/locale';
import { useWords } from '../content/words';

/**
 * A legal page (privacy policy, terms): page-wide tinted background, the title
 * and date, a table of contents, and the document in one white card. The text
 * is content (src/content/pages/privacy.yaml, terms.yaml: the page passes its
 * language's); this component only lays it out. A translation opens with the
 * notice that the English text prevails and a link to it (docs/glossary.md).
 */
export function LegalLayout({ document }: { document: LegalDocument }) {
  const { legal } = useWords();
  return (
    <div className="bg-gray-50 py-12 md:py-16">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <header className="mb-8">
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-900 md:text-5xl">{document.title}</h1>
          <p className="mt-3 text-gray-600">
            {legal.lastUpdated} <FormattedDate iso={document.updated} />
          </p>
        </header>
        {legal.translationNotice && legal.englishLink && <TranslationNotice notice={legal.translationNotice} englishLink={legal.englishLink} />}
        <article className="surface-card p-6 sm:p-10">
          <div className="space-y-4 text-lg text-gray-700">
            {document.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <nav aria-label={legal.onThisPage} className="mt-8 rounded-xl bg-brand-50 p-5">
            <h2 className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-800">{legal.onThisPage}</h2>
            <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="inline-block py-1 text-brand-700 underline-offset-4 hover:underline focus-ring">
                    {section.heading}
                  </a>
                </li>
              ))}
              <li>
                <a href="#contact" className="inline-block py-1 text-brand-700 underline-offset-4 hover:underline focus-ring">
                  {document.contactHeading}
                </a>
              </li>
            </ol>
          </nav>
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-brand-900">
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-gray-700">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
          <section id="contact" aria-labelledby="contact-heading" className="mt-10 border-t border-gray-200 pt-10">
            <h2 id="contact-heading" className="text-2xl font-bold text-brand-900">
              {document.contactHeading}
            </h2>
            <p className="mt-4 text-gray-700">{document.contactText}</p>
            <LegalContact />
          </section>
        </article>
      </div>
    </div>
  );
}

/**
 * The English page is the one that prevails: a plain link to its path (the
 * page's own path under wouter's `/es` base is the English one), its target
 * marked English with `hreflang`. Not `lang`: that attribute names the
 * language of the link's own text, which is Spanish, and a screen reader
 * would read it with an English voice.
 */
function TranslationNotice({ notice, englishLink }: { notice: string; englishLink: string }) {
  const [englishPath] = useLocation();
  return (
    <p role="note" className="mb-8 rounded-xl border border-accent-200 bg-accent-50 p-5 text-gray-800">
      {notice}{' '}
      <a href={englishPath} hrefLang={htmlLang.en} className="text-link font-semibold">
        {englishLink}
      </a>
    </p>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  if (block.kind === 'list') {
    return (
      <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return (
    <dl className="space-y-3">
      {block.terms.map(({ term, definition }) => (
        <div key={term}>
          <dt className="font-semibold text-brand-900">{term}</dt>
          <dd>{definition}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The agency's name, Illinois address, phone and e-mail, from the config module. */
function LegalContact() {
  const { address } = agency;
  const { legal } = useWords();
  return (
    <address className="mt-4 rounded-xl border border-gray-200 bg-gray-50 p-5 not-italic leading-7 text-gray-800">
      <strong className="block text-brand-900">{agency.legalName}</strong>
      {address.street}
      <br />
      {address.city}, {address.stateName} {address.postalCode}
      <br />
      {legal.phone}{' '}
      <a href={agency.phone.href} className="text-link">
        {agency.phone.display}
      </a>
      <br />
      {legal.email}{' '}
      <a href={mailto} className="text-link">
        {agency.email}
      </a>
    </address>
  );
}
