/**
 * How the Node relay's messages leave (src/relay/mail.ts): over SMTP to the
 * agency's mail provider when SMTP_URL is set (nodemailer), otherwise as an
 * .eml file each in the outbox folder (`npm start`'s default, .data/outbox/),
 * which any mail program opens.
 */
import { link, mkdir, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailMessage, Transport } from '../mail';

const optionsOf = (message: MailMessage) => ({
  from: message.from,
  to: message.to,
  replyTo: message.replyTo,
  subject: message.subject,
  text: message.text,
  messageId: message.messageId,
});

/** The server's refusal as it said it ("451 4.3.0 Try again later"), or the connection's error ("connect ECONNREFUSED ..."). */
const refusalOf = (error: unknown) => {
  const { response, message } = (error ?? {}) as { response?: string; message?: string };
  return new Error(response || message || String(error));
};

/** SMTP: `smtp://user:pass@host:587` or `smtps://...:465` (nodemailer's URL form). */
export function smtpTransport(url: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    async send(message) {
      try {
        const info = await transporter.sendMail(optionsOf(message));
        return info.response;
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}

/**
 * One .eml file per message sent: `<lead id>.<kind>.eml`, and a message sent
 * again (same Message-ID) beside it as `<lead id>.<kind>.2.eml`...
 */
export function emlTransport(dir: string): Transport {
  let made: Promise<unknown> | undefined;
  return {
    async send(message) {
      // The message as nodemailer writes it for SMTP, built by its composer alone (a third of sendMail's
      // time, which also runs its plugins and envelope), with the file's lines ending as the system's.
      const eml = Buffer.from((await new MailComposer(optionsOf(message)).compile().build()).toString('utf8').replace(/\r\n/g, '\n'));
      await (made ??= mkdir(dir, { recursive: true }));
      // Written whole under a hidden name, then linked under its own: a mail program watching the folder never
      // opens half a message, and the link, like 'wx', fails if the name is taken.
      const draft = join(dir, `.${crypto.randomUUID()}.part`);
      await writeFile(draft, eml);
      try {
        // A lead's message as `<lead id>.<kind>` (a reply `<lead id>.reply-<n>`: src/relay/inbox/leadReplies.ts), the office's own (src/relay/office/officeMail.ts) as `office-<uuid>.<kind>`.
        const base = message.messageId.replace(/^<(?:lead-)?|@.*$/g, '');
        for (let copy = 1; ; copy++) {
          const file = join(dir, copy === 1 ? `${base}.eml` : `${base}.${copy}.eml`);
          try {
            await link(draft, file);
            // The file's name, not its path: the answer is the office's to read (the inbox, docs/relay.md), the server's folders are not.
            return `written to the outbox folder as ${basename(file)}`;
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
          }
        }
      } finally {
        await unlink(draft);
      }
    },
  };
}

const namesIn = (dir: string) =>
  readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });

/**
 * At start, before the outbox runs: the drafts a stopped process left
 * (`.<uuid>.part`, written whole before being linked under their own name;
 * a `kill -9` mid-write leaves one holding all or part of a message) and any
 * other hidden name, removed. Their message is written again when it is due
 * (docs/relay.md, "The lead relay: forgetting"). Answers how many.
 */
export async function sweepOutboxDrafts(dir: string): Promise<number> {
  const drafts = (await namesIn(dir)).filter((name) => name.startsWith('.'));
  await Promise.all(drafts.map((name) => rm(join(dir, name), { force: true, recursive: true })));
  return drafts.length;
}

/** The .eml files of these leads (`<lead id>.<kind>[.<copy>].eml`, above), removed when the leads are deleted; answers how many. */
export async function removeLeadMessages(dir: string, ids: readonly string[]): Promise<number> {
  const forgotten = new Set(ids);
  const files = (await namesIn(dir)).filter((name) => name.endsWith('.eml') && forgotten.has(name.slice(0, name.indexOf('.'))));
  await Promise.all(files.map((name) => rm(join(dir, name), { force: true })));
  return files.length;
}
