// A real SMTP server for the end-to-end run (the app's SMTP_URL points here) with a small HTTP side that
// lists what arrived, so the tests can read the mails the running site sent.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAIL_SINK_HTTP_PORT, MAIL_SINK_SMTP_PORT } from './helpers.ts';

const received: { to: string[]; raw: string }[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  disableReverseLookup: true,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
      callback();
    });
  },
});
smtp.listen(MAIL_SINK_SMTP_PORT, '127.0.0.1');

createServer((_request, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(received));
}).listen(MAIL_SINK_HTTP_PORT, '127.0.0.1');
