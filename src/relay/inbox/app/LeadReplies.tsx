/**
 * The office's replies to a lead (docs/relay.md, "The office's inbox:
 * replies"): each reply kept on the lead with who sent it, when (in the
 * agency's time zone) and where its message stands; and the form that sends
 * one, to the visitor from the agency's address, when the lead has an
 * address to reply to (src/relay/inbox/leadReplies.ts). A refused reply
 * keeps what was typed, with the reason above it.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { LeadDetail } from '../inboxTypes';
import { api } from './api';
import { announce } from './state';
import { replyStateWords, replySubjectOf, replyWords, senderOf, whenText } from './words';

/** While a reply is sending, the lead is asked again this often, so its state shows when the outbox has an answer. */
const SENDING_POLL_MS = 2_000;

function ReplyList({ lead }: { lead: LeadDetail }) {
  if (!lead.replies.length) return <p>{replyWords.none}</p>;
  return (
    <ol className="m-0 grid list-none gap-4 p-0">
      {lead.replies.map((reply) => (
        <li key={reply.number} className="rounded-lg border border-gray-200 p-3">
          <h3 className="break-words text-base font-semibold text-brand-900">{reply.subject}</h3>
          <p className="text-sm text-gray-700">
            {replyWords.sentBy(reply.sentBy)}
            <time dateTime={reply.sentAt}>{whenText(reply.sentAt)}</time>.
          </p>
          <p className="text-sm text-gray-700">
            {replyWords.delivery}: {replyStateWords[reply.state]}
            {reply.state === 'sent' && reply.deliveredAt && (
              <>
                {' '}
                <time dateTime={reply.deliveredAt}>{whenText(reply.deliveredAt)}</time>
              </>
            )}
            .{reply.state === 'retrying' && reply.nextAttemptAt && ` ${replyWords.nextTry} ${whenText(reply.nextAttemptAt)}.`}
            {(reply.state === 'retrying' || reply.state === 'failed') && reply.lastAnswer && <span className="break-words"> ({reply.lastAnswer})</span>}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words text-gray-900">{reply.text}</p>
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ lead, address, onSent }: { lead: LeadDetail; address: string; onSent: (updated: LeadDetail) => void }) {
  const [subject, setSubject] = useState(() => replySubjectOf(lead));
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    api.reply(lead.id, subject, text).then(
      (updated) => {
        setSending(false);
        setError('');
        setText('');
        setSubject(replySubjectOf(updated));
        announce(replyWords.queued(address), `/leads/${encodeURIComponent(lead.id)}`);
        onSent(updated);
      },
      // What was typed stays, with the reason above it.
      (failure: Error) => {
        setSending(false);
        setError(failure.message);
      },
    );
  };
  const described = error ? 'reply-to reply-error' : 'reply-to';
  return (
    <form onSubmit={submit} aria-labelledby="reply-form-title" className="mt-6 grid gap-3">
      <h3 id="reply-form-title" className="break-words text-lg font-bold text-brand-900">
        {replyWords.formTitle(senderOf(lead))}
      </h3>
      <p id="reply-to" className="break-words text-gray-700">
        {replyWords.to(address)}
      </p>
      {error && (
        <p id="reply-error" role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-2 text-red-900">
          {error}
        </p>
      )}
      <div className="grid gap-1">
        <label htmlFor="reply-subject" className="font-semibold text-gray-900">
          {replyWords.subject}
        </label>
        <input
          id="reply-subject"
          type="text"
          autoComplete="off"
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          aria-describedby={described}
          className="min-h-11 w-full rounded-md border border-gray-500 px-3 py-2"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="reply-text" className="font-semibold text-gray-900">
          {replyWords.message}
        </label>
        <textarea
          id="reply-text"
          rows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={described}
          className="w-full rounded-md border border-gray-500 px-3 py-2"
        />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? replyWords.sending : replyWords.send}
        </button>
      </div>
    </form>
  );
}

export function LeadReplies({ lead, onChanged }: { lead: LeadDetail; onChanged: (updated: LeadDetail) => void }) {
  // A reply still sending: the lead asked again until the outbox has answered (sent, retrying or failed).
  const sending = lead.replies.some((reply) => reply.state === 'sending');
  useEffect(() => {
    if (!sending) return;
    let current = true;
    const timer = setTimeout(() => void api.lead(lead.id).then((updated) => current && onChanged(updated), () => {}), SENDING_POLL_MS);
    // Another lead shown, or this one changed: this answer is not shown.
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sending, lead, onChanged]);

  return (
    <section aria-labelledby="replies-title" className="surface-card mt-6 p-4 sm:p-6">
      <h2 id="replies-title" className="mb-4 text-xl font-bold text-brand-900">
        {replyWords.title}
      </h2>
      <ReplyList lead={lead} />
      {lead.replyAddress ? <ReplyForm key={lead.id} lead={lead} address={lead.replyAddress} onSent={onChanged} /> : <p className="mt-4 text-gray-700">{lead.replyRefusal}</p>}
    </section>
  );
}
