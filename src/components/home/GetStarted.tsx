import { QUOTE_PATH } from '../../content/navigation';
import { PageLeadForm } from '../../forms/PageLeadForm';
import { ButtonLink, PhoneLink } from '../../ui/Buttons';
import { ContactLinks } from '../../ui/ContactLinks';
import type { BlockViewProps } from '../sections/blockView';
import type { HomeSection } from './homeSections';

/** The home page's closing block: ways to reach us on the left, the quick quote form on the right. */
export function GetStarted({ section: getStarted }: BlockViewProps<HomeSection<'getStarted'>>) {
  return (
    <section id="get-started" aria-labelledby="get-started-heading" className="on-dark relative isolate overflow-hidden bg-brand-900 py-16 text-white md:py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_10%_10%,rgba(74,139,198,0.35),transparent_45%),radial-gradient(circle_at_90%_90%,rgba(251,191,36,0.10),transparent_40%)]"
      />
      <div className="page-container grid items-start gap-12 lg:grid-cols-[1fr_1.15fr]">
        <div>
          <h2 id="get-started-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            {getStarted.title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{getStarted.text}</p>
          <div className="mt-8">
            <ContactLinks inverted />
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink href={QUOTE_PATH} icon="file-text">
              {getStarted.quoteLabel}
            </ButtonLink>
            <PhoneLink variant="light">{getStarted.agentLabel}</PhoneLink>
          </div>
        </div>
        <div>
          <div className="mb-4">
            <h3 id="quick-quote-heading" className="text-2xl font-bold">
              {getStarted.formTitle}
            </h3>
            <p className="mt-1 text-brand-100">{getStarted.formLead}</p>
          </div>
          <div className="on-light">
            <PageLeadForm form={getStarted.form} id="quick-quote" labelledBy="quick-quote-heading" />
          </div>
        </div>
      </div>
    </section>
  );
}
