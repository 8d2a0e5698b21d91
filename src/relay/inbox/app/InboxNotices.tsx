/**
 * The top of the inbox (docs/relay.md, "Nothing falls through"; "The
 * office's inbox": response time): the open leads whose e-mail to the office
 * failed for good, each linked, so none waits unseen; and this week's
 * response times in one line. Asked again when the live counts change
 * (./liveCounts.ts): a lead handled leaves the banner.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { UndeliveredLeads, WeekResponseTimes } from '../inboxTypes';
import { api } from './api';
import { leadCounts } from './liveCounts';
import { weekText, whenText } from './words';

export function InboxNotices() {
  useSignals();
  const counts = leadCounts.value;
  const [undelivered, setUndelivered] = useState<UndeliveredLeads['leads']>([]);
  const [week, setWeek] = useState<WeekResponseTimes>();
  const changed = `${counts?.open}|${counts?.newest}`;
  useEffect(() => {
    let current = true;
    // A failed ask changes nothing shown: the next change of the counts asks again.
    api.undelivered().then(
      (answer) => current && setUndelivered(answer.leads),
      () => {},
    );
    api.responseTimes().then(
      (answer) => current && setWeek(answer),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [changed]);
  return (
    <>
      {undelivered.length > 0 && (
        <section aria-labelledby="undelivered-title" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          <h2 id="undelivered-title" className="m-0 text-base font-bold">
            {undelivered.length === 1 ? "A lead's e-mail could not be delivered to the office" : `${undelivered.length} leads' e-mails could not be delivered to the office`}
          </h2>
          <p className="mt-1">The relay has stopped trying; the backup person was e-mailed. Open each one here and mark it handled once it is taken care of.</p>
          <ul className="mt-2 list-disc pl-5">
            {undelivered.map((lead) => (
              <li key={lead.id}>
                <Link href={`/leads/${encodeURIComponent(lead.id)}`} className="text-link break-words">
                  {lead.subject}
                </Link>{' '}
                <span className="text-sm">
                  (received <time dateTime={lead.receivedAt}>{whenText(lead.receivedAt)}</time>
                  {lead.lastAnswer ? `; the last answer: ${lead.lastAnswer}` : ''})
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {week && (
        <p className="mb-4 text-gray-700" data-week-start={week.weekStart}>
          {weekText(week)}
        </p>
      )}
    </>
  );
}
