/**
 * Reads a message the relay wrote (an .eml file, or what an SMTP server
 * received): its headers, unfolded and by lower-case name, and its text
 * body decoded from quoted-printable where nodemailer chose it. Enough for
 * the relay's own plain-text messages; not a general MIME parser.
 */
export interface ReadMessage {
  headers: Record<string, string>;
  text: string;
}

export function readMessage(raw: string): ReadMessage {
  const source = raw.replace(/\r\n/g, '\n');
  const split = source.indexOf('\n\n');
  const head = source.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = source.slice(split + 2);
  if (/quoted-printable/i.test(headers['content-transfer-encoding'] ?? '')) {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (/base64/i.test(headers['content-transfer-encoding'] ?? '')) {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, text: body };
}

/** A message as it left: its recipient, subject and text, from the SMTP server or the e-mail API. */
export interface SentMail {
  to: string;
  subject: string;
  text: string;
}

/** A header's RFC 2047 encoded words decoded, as nodemailer writes a subject with other than ASCII. */
export const decodeWords = (header: string) =>
  header.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
