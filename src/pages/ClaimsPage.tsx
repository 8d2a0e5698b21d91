import { PhoneLink } from '../components/ui/Buttons';
import { Hero } from '../components/ui/Hero';
import { Notice } from '../components/ui/Notice';
import { Section } from '../components/ui/Section';
import { SectionHeading } from '../components/ui/SectionHeading';
import { Steps } from '../components/ui/Steps';
import { CLIENT_SERVICE_PATH } from '../content/navigation';

type ClaimsCopy = typeof Copy;
import { Link } from 'wouter';
import { PageLeadForm } from '../forms/PageLeadForm';
import { Icon } from '../components/ui/Icon';
import type * as Copy from '../content/claims';

const FORM_ID = 'claim-form';

export default function ClaimsPage({ copy }: { copy: ClaimsCopy }) {
  const { claimForm, claimsHero, claimsProcess, claimsSupport } = copy;
  return (
    <>
      <Hero
        size="compact"
        eyebrow={claimsHero.eyebrow}
        title={claimsHero.title}
        subtitle={claimsHero.subtitle}
        actions={
          <>
            {/* A plain anchor: the form is on this page, so the browser scrolls (smoothly) to it. */}
            <a href={`#${FORM_ID}`} className="btn-primary">
              <Icon name="file-text" className="h-5 w-5" />
              {claimsHero.startLabel}
            </a>
            <PhoneLink claims variant="light" />
          </>
        }
      />
      <Section id="process" tone="muted" title={claimsProcess.title} lead={claimsProcess.lead}>
        <Steps steps={claimsProcess.steps} />
      </Section>
      <section aria-labelledby="claim-form-heading" className="bg-white py-14 md:py-20">
        <div className="page-container grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="claim-form-heading" title={claimForm.title} lead={claimForm.lead} align="left" className="mb-6" />
            <div className="mb-6">
              <Notice title={claimForm.notice.title}>{claimForm.notice.text}</Notice>
            </div>
            <PageLeadForm form={claimForm.form} id={FORM_ID} labelledBy="claim-form-heading" />
          </div>
          <ClaimsSupportCard claimsSupport={claimsSupport} />
        </div>
      </section>
    </>
  );
}

/** Hours, the claims line with its extension, and the 24-hour promise. */
function ClaimsSupportCard({ claimsSupport }: { claimsSupport: ClaimsCopy['claimsSupport'] }) {
  return (
    <aside aria-labelledby="claims-support-heading" className="on-dark rounded-2xl bg-brand-800 p-6 text-white shadow-lg md:p-8 lg:sticky lg:top-28">
      <h2 id="claims-support-heading" className="flex items-center gap-2 text-2xl font-bold">
        <Icon name="headset" className="h-7 w-7 text-accent-300" />
        {claimsSupport.title}
      </h2>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm font-medium text-brand-100">{claimsSupport.hoursLabel}</dt>
          <dd className="mt-1 text-lg font-semibold">{claimsSupport.hours}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-brand-100">{claimsSupport.phoneLabel}</dt>
          <dd className="mt-2">
            <PhoneLink claims variant="primary" className="w-full" />
          </dd>
        </div>
      </dl>
      <p className="mt-6 flex gap-3 border-t border-white/15 pt-6 text-brand-50">
        <Icon name="calendar-clock" className="mt-0.5 h-6 w-6 text-accent-300" />
        {claimsSupport.promise}
      </p>
      <p className="mt-6 border-t border-white/15 pt-6 text-brand-50">
        {claimsSupport.otherRequests.text}{' '}
        <Link href={CLIENT_SERVICE_PATH} className="font-semibold text-white underline underline-offset-4 hover:text-accent-200 focus-ring">
          {claimsSupport.otherRequests.linkLabel}
        </Link>
      </p>
    </aside>
  );
}
