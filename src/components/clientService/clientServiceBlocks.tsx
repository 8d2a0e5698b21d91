/**
 * The Client Service page's own blocks (src/content/pages/clientService.yaml): the
 * tiles to the portals and pages, and the request forms with their side
 * notes; and the row of links to those forms its hero shows.
 */
import { Link } from 'wouter';
import type { PageCopy } from '../../content/model/pages';
import { PageLeadForm } from '../../forms/PageLeadForm';
import { useWords } from '../../content/words';
import { fill } from '../../lib/template';
import { ExternalLink } from '../layout/ExternalLink';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { SectionHeading } from '../../ui/SectionHeading';
import { frameProps, type BlockViewProps } from '../sections/blockView';

type Block<K extends string> = Extract<PageCopy<'clientService'>['sections'][number], { kind: K }>;
type ClientServiceAction = Block<'clientServiceActions'>['actions'][number];
export type ClientServiceRequest = Block<'clientServiceRequests'>['requests'][number];

export function ClientServiceActionsSection({ section, tone }: BlockViewProps<Block<'clientServiceActions'>>) {
  return (
    <Section {...frameProps(section, tone)}>
      <ul className="grid gap-5 md:grid-cols-3">
        {section.actions.map((action) => (
          <li key={action.title} className="flex">
            <ActionTile action={action} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ClientServiceRequestsSection({ section, tone }: BlockViewProps<Block<'clientServiceRequests'>>) {
  return (
    <Section {...frameProps(section, tone)}>
      <div className="space-y-16">
        {section.requests.map((request) => (
          <RequestSection
            key={request.id}
            request={request}
            asideLabel={fill(section.asideLabel, { title: request.title })}
            asideHeading={section.asideHeading}
          />
        ))}
      </div>
    </Section>
  );
}

/** Plain anchors to the request forms below: the browser scrolls, with or without script. */
export function RequestLinks({ requests, label }: { requests: readonly ClientServiceRequest[]; label: string }) {
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

function ActionTile({ action }: { action: ClientServiceAction }) {
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

function RequestSection({ request, asideLabel, asideHeading }: { request: ClientServiceRequest; asideLabel: string; asideHeading: string }) {
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
