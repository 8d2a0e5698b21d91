/**
 * Who works a lead (docs/relay.md, "The office's inbox: history"): a choice
 * of the office's people, "Nobody" first, and a button, so that moving
 * through the choices changes nothing until the office means it. The
 * choices are every account, owner and staff (`GET /office/api/assignees`),
 * asked once per lead view; with one account the choice is that one or
 * nobody.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { LeadDetail, OfficePerson } from '../inboxTypes';
import { api } from './api';
import { historyWords } from './words';

export function AssignmentForm({ lead, onAssigned, onError }: { lead: LeadDetail; onAssigned: (updated: LeadDetail, message: string) => void; onError: (message: string) => void }) {
  const [people, setPeople] = useState<OfficePerson[]>();
  const id = useId();
  useEffect(() => {
    let current = true;
    api.assignees().then(
      (choices) => current && setPeople(choices.people),
      (failure: Error) => current && onError(failure.message),
    );
    return () => {
      current = false;
    };
    // Asked once per lead view: the office's people do not change with the lead shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = (new FormData(event.currentTarget).get('assignee') as string | null) || null;
    api.assign(lead.id, to).then(
      (updated) => onAssigned(updated, updated.assignee ? historyWords.assignedTo(updated.assignee.email) : historyWords.assignedToNobody),
      (failure: Error) => onError(failure.message),
    );
  };
  // The lead's assignee, even before the people are read (or if they could not be): the choice never shows a wrong name.
  const choices = people ?? (lead.assignee ? [lead.assignee] : []);
  return (
    // Keyed by the assignee: the choice shows the relay's answer after each change.
    <form key={lead.assignee?.id ?? ''} onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-assignee`} className="text-sm font-semibold text-gray-800">
          {historyWords.assignedLabel}
        </label>
        <select id={`${id}-assignee`} name="assignee" defaultValue={lead.assignee?.id ?? ''} className="min-h-11 max-w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-base focus-ring">
          <option value="">{historyWords.nobody}</option>
          {choices.map((person) => (
            <option key={person.id} value={person.id}>
              {person.email}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-outline">
        {historyWords.assign}
      </button>
    </form>
  );
}
