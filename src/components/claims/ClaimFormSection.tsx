import { Link } from 'wouter';
import { hoursIn } from '../../config/agency';
import type { PageCopy } from '../../content/model/pages';
import { CLIENT_SERVICE_PATH } from '../../content/navigation';
import { PageLeadForm } from '../../forms/PageLeadForm';
import { useLocale } from '../../i18n/locale';
import { PhoneLink } from '../../ui/Buttons';
import { Icon } from '../../ui/Icon';
import { Notice } from '../../ui/Notice';
import { SectionHeading } from '../../ui/SectionHeading';
import type { BlockViewProps } from '../sections/blockView';

type ClaimFormBlock = Extract<PageCopy<'claims'>['sections'][number], { kind: 'claimForm' }>;

/** The claim form's anchor: the hero's 'Start Your Claim' leads here. */
export const CLAIM_FORM_ID = 'claim-form';

/** The claim request form with its note, beside the claims support card. */
export function ClaimFormSection({ section }: BlockViewProps<ClaimFormBlock>) {
  return (
    <section aria-labelledby="claim-form-heading" className="bg-white py-14 md:py-20">
      <div className="page-container grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <SectionHeading id="claim-form-heading" title={section.title} lead={section.lead} align="left" className="mb-6" />
          <div className="mb-6">
            <Notice title={section.notice.title}>{section.notice.text}</Notice>
          </div>
          <PageLeadForm form={section.form} id={CLAIM_FORM_ID} labelledBy="claim-form-heading" />
        </div>
        <ClaimsSupportCard support={section.support} />
      </div>
    </section>
  );
}

/** Hours (from the agency facts, in the page's language), the claims line with its extension, and the 24-hour promise. */
function ClaimsSupportCard({ support }: { support: ClaimFormBlock['support'] }) {
  const { sentence: hours } = hoursIn(useLocale());
  return (
    <aside aria-labelledby="claims-support-heading" className="on-dark rounded-2xl bg-brand-800 p-6 text-white shadow-lg md:p-8 lg:sticky lg:top-28">
      <h2 id="claims-support-heading" className="flex items-center gap-2 text-2xl font-bold">
        <Icon name="headset" className="h-7 w-7 text-accent-300" />
        {support.title}
      </h2>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm font-medium text-brand-100">{support.hoursLabel}</dt>
          <dd className="mt-1 text-lg font-semibold">{hours}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-brand-100">{support.phoneLabel}</dt>
          <dd className="mt-2">
            <PhoneLink claims variant="primary" className="w-full" />
          </dd>
        </div>
      </dl>
      <p className="mt-6 flex gap-3 border-t border-white/15 pt-6 text-brand-50">
        <Icon name="calendar-clock" className="mt-0.5 h-6 w-6 text-accent-300" />
        {support.promise}
      </p>
      <p className="mt-6 border-t border-white/15 pt-6 text-brand-50">
        {support.otherText}{' '}
        <Link href={CLIENT_SERVICE_PATH} className="font-semibold text-white underline underline-offset-4 hover:text-accent-200 focus-ring">
          {support.otherLink}
        </Link>
      </p>
    </aside>
  );
}
