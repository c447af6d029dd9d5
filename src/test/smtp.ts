import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; can be stopped and started on the same port. */
export class TestSmtpServer {
  received: ReceivedMail[] = [];
  port = 0;
  private server?: SMTPServer;

  async start(port = this.port): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      disableReverseLookup: true,
      // close() waits this long for clients to say QUIT, then cuts them off: a pooled transport keeps its
      // connection open, and the default (30 s) made every stop wait that long.
      closeTimeout: 200,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          this.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    // A client that goes away mid-connection (a killed or stopped process) is not this server's failure.
    this.server.on('error', () => undefined);
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }
}
