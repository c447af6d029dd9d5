// `npm run mails:preview`: every mail the product sends, built with sample data (scripts/mails-preview/samples.ts),
// into mail-preview/ (or --out DIR): `<nn>-<kind>.eml` (the whole message, attachments included, to open in a mail
// program), `<nn>-<kind>.html` (its HTML part) and an index.html that lists them, to read them all in one sitting.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';

const FROM = '"Weihnachtsfeier-Planer" <anfragen@weihnachtsfeier-planer.test>';
/** One date for every message, so that a second run writes the same files. */
const DATE = new Date('2026-11-20T14:42:00Z');

/** A calendar file stamped with DATE instead of the moment it was made (DTSTAMP), for the same reason. */
const stamped = (calendar: Buffer) => Buffer.from(calendar.toString('utf8').replace(/^DTSTAMP:\d{8}T\d{6}Z/m, `DTSTAMP:${DATE.toISOString().replace(/[-:]|\.\d{3}/g, '')}`), 'utf8');

const { values } = parseArgs({ options: { out: { type: 'string', default: 'mail-preview' } } });
const out = path.resolve(values.out);

// The newsletter's links are made from SITE_URL (lib/seo absoluteUrl): the samples' site, set before any module reads the configuration.
process.env.SITE_URL = 'https://www.weihnachtsfeier-planer.test';
const { SAMPLE_SITE_URL, sampleMails } = await import('./mails-preview/samples');
if (process.env.SITE_URL !== SAMPLE_SITE_URL) throw new Error(`SITE_URL for the preview must be ${SAMPLE_SITE_URL}.`);

const samples = sampleMails();

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function eml(file: string, mail: (typeof samples)[number]['mail']): Promise<Buffer> {
  const options: Mail.Options & { baseBoundary: string } = {
    from: FROM,
    to: mail.recipient,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.textBody,
    html: mail.htmlBody,
    headers: mail.headers,
    attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content: contentType.startsWith('text/calendar') ? stamped(content) : content })),
    date: DATE,
    messageId: `<${file}@weihnachtsfeier-planer.test>`,
    // The multipart boundaries are random unless given: fixed, so the file only changes when the mail does.
    baseBoundary: file.replace(/[^\w-]/g, ''),
  };
  return new MailComposer(options).compile().build();
}

const ROLES: Record<(typeof samples)[number]['audience'], string> = {
  company: 'the company (requester)',
  planner: 'the planner',
  operator: 'the venue operator',
  team: 'the team’s address',
  subscriber: 'a newsletter subscriber',
  admin: 'an admin account (English)',
};

function index(): string {
  const rows = samples
    .map(({ file, audience, language, variant, mail }) => {
      const attachments = (mail.attachments ?? []).map((attachment) => escapeHtml(attachment.filename)).join(', ');
      return `<tr><td>${escapeHtml(file.slice(0, 2))}</td><td><a href="${escapeHtml(file)}.html">${escapeHtml(mail.subject)}</a><div class="small">${escapeHtml(mail.kind)} · ${escapeHtml(variant)}</div></td><td>${escapeHtml(ROLES[audience])}<div class="small">${escapeHtml(mail.recipient)}${mail.replyTo ? ` · Reply-To ${escapeHtml(mail.replyTo)}` : ''}</div></td><td>${language}</td><td>${attachments}</td><td><a href="${escapeHtml(file)}.html">HTML</a> · <a href="${escapeHtml(file)}.eml">.eml</a></td></tr>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Every mail (${samples.length})</title>
<style>body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#1f2937}table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:6px 10px;border-bottom:1px solid #e5e7eb;font-size:14px}th{background:#f4f1ea}.small{color:#6b7280;font-size:12px;margin-top:2px}a{color:#175537}</style></head>
<body><h1>Every mail the product sends (${samples.length})</h1>
<p>Built with sample data by <code>scripts/mails-preview/samples.ts</code>; <code>npm run mails:preview</code> writes them again. The .eml files open in a mail program with their attachments.</p>
<table><thead><tr><th>#</th><th>Subject</th><th>To</th><th>Language</th><th>Attachments</th><th>Files</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>
`;
}

mkdirSync(out, { recursive: true });
// Only what an earlier run wrote goes: a folder given with --out may hold other files.
for (const name of readdirSync(out)) if (/^\d{2,}-[\w-]+\.(eml|html)$/.test(name) || name === 'index.html') rmSync(path.join(out, name));

for (const { file, mail } of samples) {
  writeFileSync(path.join(out, `${file}.eml`), await eml(file, mail));
  writeFileSync(path.join(out, `${file}.html`), mail.htmlBody ?? `<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><pre>${escapeHtml(mail.textBody)}</pre></body></html>`);
}
writeFileSync(path.join(out, 'index.html'), index());

console.log(`Wrote ${samples.length} mails to ${out} (open ${path.join(out, 'index.html')}).`);
