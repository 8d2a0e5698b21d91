/**
 * A lead's history in the lead view (docs/relay.md, "The office's inbox:
 * history"): every action of the office on it, each with its words
 * (src/relay/inbox/leadEventWords.ts), who and when in the agency's time
 * zone, oldest first: it reads as what happened, in order, and the note
 * written under it lands at its end, where the eye already is. A note's
 * text is shown as written (React escapes it); a reply with its subject
 * and delivery (./LeadReplies.tsx). Then the note form: a note
 * too long is refused with its length, and what was typed stays in the box.
 */
import { useId, useState, type FormEvent } from 'react';
import type { LeadDetail, ReplyView } from '../inboxTypes';
import { api } from './api';
import { eventQuotes, eventWhat, historyWords, NOTE_CHARS, replyStateWords, replyWords, whenText } from './words';

function NoteForm({ lead, onAdded }: { lead: LeadDetail; onAdded: (updated: LeadDetail) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The relay's own check, said before the round trip; the relay checks again (src/relay/inbox/addNote.ts).
    const kept = text.trim();
    const refusal = !kept ? historyWords.noteEmpty : kept.length > NOTE_CHARS ? historyWords.noteTooLong(kept.length) : '';
    if (refusal) return setError(refusal);
    setBusy(true);
    api.addNote(lead.id, text).then(
      (updated) => {
        setBusy(false);
        setError('');
        setText('');
        onAdded(updated);
      },
      (failure: Error) => {
        setBusy(false);
        setError(failure.message);
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 grid gap-2">
      <label htmlFor={`${id}-note`} className="font-semibold text-gray-800">
        {historyWords.noteLabel}
      </label>
      <p id={`${id}-hint`} className="m-0 text-sm text-gray-700">
        {historyWords.noteHint}
      </p>
      <textarea
        id={`${id}-note`}
        name="note"
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className="w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-base focus-ring"
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="m-0 text-red-800">
          {error}
        </p>
      )}
      <div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          {historyWords.addNote}
        </button>
      </div>
    </form>
  );
}

/** A reply's subject and where its message stands (./LeadReplies.tsx shows it whole). */
function ReplyLine({ reply }: { reply: ReplyView | undefined }) {
  if (!reply) return null;
  return (
    <p className="m-0 mt-1 break-words text-gray-900">
      “{reply.subject}”. {replyWords.delivery}: {replyStateWords[reply.state]}.
    </p>
  );
}

export function LeadHistory({ lead, onAdded }: { lead: LeadDetail; onAdded: (updated: LeadDetail) => void }) {
  return (
    <section aria-labelledby="history-title" className="surface-card mt-6 p-4 sm:p-6">
      <h2 id="history-title" className="mb-4 text-xl font-bold text-brand-900">
        {historyWords.title}
      </h2>
      {lead.history.length ? (
        <ol className="m-0 grid list-none gap-3 p-0">
          {lead.history.map((event, index) => (
            <li key={index} className="border-l-4 border-brand-200 pl-3">
              <p className="m-0 font-semibold text-gray-900 break-words">{eventWhat(event.kind, event.detail)}</p>
              {eventQuotes(event.kind) && event.detail && <p className="m-0 mt-1 whitespace-pre-wrap break-words text-gray-900">{event.detail}</p>}
              {event.kind === 'reply' && <ReplyLine reply={lead.replies.find((reply) => reply.id === event.detail)} />}
              <p className="m-0 mt-1 text-sm text-gray-700 break-words">
                {historyWords.by(event.by)}, <time dateTime={event.at}>{whenText(event.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="m-0">{historyWords.empty}</p>
      )}
      <NoteForm lead={lead} onAdded={onAdded} />
    </section>
  );
}
