import { Link } from 'wouter';
import { ExternalLink } from '../components/layout/ExternalLink';
import { Hero } from '../components/ui/Hero';
import { Icon } from '../components/ui/Icon';
import { Section } from '../components/ui/Section';
import { SectionHeading } from '../components/ui/SectionHeading';
import type * as Copy from '../content/clientService';
import type { ServiceAction, ServiceRequest } from '../content/clientService';
import { PageLeadForm } from '../forms/PageLeadForm';
import { useWords } from '../i18n/words';

type ClientServiceCopy = typeof Copy;

/** /service: the portals, a claim, and the three requests an existing client sends (docs/specification.md, "Pages"). */
export default function ClientServicePage({ copy }: { copy: ClientServiceCopy }) {
  const { clientServiceHero, serviceActions, serviceRequests } = copy;
  return (
    <>
      <Hero size="compact" eyebrow={clientServiceHero.eyebrow} title={clientServiceHero.title} subtitle={clientServiceHero.subtitle}>
        <RequestLinks requests={serviceRequests.requests} label={serviceRequests.navLabel} />
      </Hero>
      <Section id="online" tone="muted" title={serviceActions.title}>
        <ul className="grid gap-5 md:grid-cols-3">
          {serviceActions.actions.map((action) => (
            <li key={action.title} className="flex">
              <ActionTile action={action} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="requests" title={serviceRequests.title} lead={serviceRequests.lead}>
        <div className="space-y-16">
          {serviceRequests.requests.map((request) => (
            <RequestSection
              key={request.id}
              request={request}
              asideLabel={serviceRequests.asideLabel(request.title)}
              asideHeading={serviceRequests.asideHeading}
            />
          ))}
        </div>
      </Section>
    </>
  );
}

/** Plain anchors to the three forms below: the browser scrolls, with or without script. */
function RequestLinks({ requests, label }: { requests: ServiceRequest[]; label: string }) {
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-3">
        {requests.map((request) => (
          <li key={request.id}>
            <a href={`#${request.id}`} className="btn-light">
              <Icon name={request.icon} className="h-5 w-5" />
              {request.short}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const tile =
  'group flex w-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition hover:(border-brand-300 shadow-md) focus-ring';

function ActionTile({ action }: { action: ServiceAction }) {
  const { newTab } = useWords().ui;
  const body = (
    <>
      <span className="icon-chip h-12 w-12 bg-brand-50 text-brand-700">
        <Icon name={action.icon} className="h-6 w-6" />
      </span>
      <span className="mt-4 flex items-center gap-1 text-lg font-semibold text-brand-900 group-hover:text-brand-700">
        {action.title}
        <Icon name="arrow-right" className="h-5 w-5 transition-transform group-hover:translate-x-0.5" />
      </span>
      <span className="mt-2 text-gray-700">{action.description}</span>
      {action.external && <span className="sr-only"> {newTab}</span>}
    </>
  );
  return action.external ? (
    <ExternalLink href={action.href} className={tile}>
      {body}
    </ExternalLink>
  ) : (
    <Link href={action.href} className={tile}>
      {body}
    </Link>
  );
}

function RequestSection({ request, asideLabel, asideHeading }: { request: ServiceRequest; asideLabel: string; asideHeading: string }) {
  const headingId = `${request.id}-heading`;
  return (
    <section id={request.id} aria-labelledby={headingId} className="scroll-mt-24 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
      <div>
        <SectionHeading id={headingId} title={request.title} lead={request.lead} align="left" level={3} className="mb-6" />
        <PageLeadForm form={request.form} labelledBy={headingId} />
      </div>
      <aside aria-label={asideLabel} className="surface-card p-6 md:p-8 lg:mt-24">
        <h4 className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <Icon name={request.icon} className="h-6 w-6 text-brand-700" />
          {asideHeading}
        </h4>
        <ul className="mt-4 space-y-3 text-gray-700">
          {request.points.map((point) => (
            <li key={point} className="flex gap-2">
              <Icon name="check" className="mt-1 h-4 w-4 shrink-0 text-brand-700" />
              {point}
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
