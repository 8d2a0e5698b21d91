/**
 * The leads' history (docs/relay.md, "The office's inbox: history"): each
 * kind of action the office records on a lead, with the words the lead view
 * says it in, one place for both. A new kind is one line here: its name is
 * the key, and every type of the history (`LeadEventKind`) follows from it.
 * The relay records them (./leadEvents.ts); the inbox shows them
 * (src/relay/inbox/app/LeadView.tsx, reading them through src/relay/inbox/app/words.ts).
 * English only, as the rest of the office. Plain strings and functions,
 * nothing imported: the inbox's bundle carries only these.
 *
 * `what` says the action from its `detail` (the assignee's e-mail, an
 * export's count); `quotes: true` marks a kind whose detail is the office's
 * own text (a note), shown as written under the words.
 */

interface EventWords {
  what: (detail: string | null) => string;
  quotes?: true;
}

export const LEAD_EVENT_WORDS = {
  handled: { what: () => 'Marked handled' },
  reopened: { what: () => 'Marked open again' },
  note: { what: () => 'Note', quotes: true },
  assigned: { what: (email) => `Assigned to ${email ?? 'a person no longer in the office'}` },
  unassigned: { what: () => 'Assigned to nobody' },
  released: { what: () => 'Released from suspected spam to delivery' },
  exported: { what: (count) => `Exported ${Number(count ?? 0).toLocaleString('en-US')} ${count === '1' ? 'lead' : 'leads'} as CSV` },
  deleted: { what: () => 'Deleted' },
  /** The office's reply to the visitor (./leadReplies.ts): its detail the reply's id, the lead view shows its subject and delivery beside. */
  reply: { what: () => 'Replied to the visitor by e-mail' },
} as const satisfies Record<string, EventWords>;

/** Every kind of action the history records. */
export type LeadEventKind = keyof typeof LEAD_EVENT_WORDS;

/** The words of one event of the history ("Assigned to ana@agency.example"). */
export const eventWhat = (kind: string, detail: string | null) => (Object.hasOwn(LEAD_EVENT_WORDS, kind) ? (LEAD_EVENT_WORDS[kind as LeadEventKind] as EventWords).what(detail) : kind);

/** Whether an event's detail is the office's own text, shown under its words. */
export const eventQuotes = (kind: string) => Object.hasOwn(LEAD_EVENT_WORDS, kind) && Boolean((LEAD_EVENT_WORDS[kind as LeadEventKind] as EventWords).quotes);

/** A note holds at most this many characters: a few pages, and bounded like every text the office reads (./boundedFields.ts). */
export const NOTE_CHARS = 4_000;

/** The lead view's words for its history, its notes and its assignment. */
export const historyWords = {
  title: 'History',
  empty: 'Nothing done on this lead yet.',
  by: (who: string) => `by ${who}`,
  noteLabel: 'Note',
  noteHint: `At most ${NOTE_CHARS.toLocaleString('en-US')} characters.`,
  addNote: 'Add note',
  noteAdded: 'Note added.',
  noteEmpty: 'Write the note first.',
  noteTooLong: (length: number) => `A note holds at most ${NOTE_CHARS.toLocaleString('en-US')} characters; this one has ${length.toLocaleString('en-US')}. Shorten it, or split it into two notes.`,
  assignedLabel: 'Assigned to',
  nobody: 'Nobody',
  assign: 'Assign',
  assignedTo: (email: string) => `Assigned to ${email}.`,
  assignedToNobody: 'Assigned to nobody.',
  /** The list card's line. */
  cardAssigned: (email: string) => `Assigned to ${email}`,
  noSuchPerson: 'Nobody in the office has this account: choose a person from the list.',
} as const;
