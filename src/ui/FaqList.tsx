import type { Faq } from '../content/types';
import { useReportFaqs } from '../head/pageFacts';
import { Icon } from './Icon';

/** Questions and answers as native disclosures: keyboard and screen-reader friendly with no script. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  useReportFaqs(faqs);
  return (
    <div className="surface-card mx-auto max-w-3xl divide-y divide-gray-200">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 py-1 md:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded py-4 text-left text-lg font-semibold text-brand-900 hover:text-brand-700 focus-ring [&::-webkit-details-marker]:hidden">
            <h3>{faq.question}</h3>
            <Icon name="chevron-down" className="h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
          </summary>
          <p className="pb-5 text-gray-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
