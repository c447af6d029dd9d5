/**
 * The signal between app processes that share one PostgreSQL server: a process that expires cache tags sends them
 * with NOTIFY, and every process LISTENs on a connection of its own. After that connection was lost (a database
 * restart), notifications may have been missed; the listener is told so once it listens again.
 *
 * Loaded by Next at run time without bundling (through the page cache handler): relative imports only.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { logger } from './logger.ts';

const CHANNEL = 'wf_cache_tags';
/** Names the listening connections in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'wf-cache-expiry';
const RECONNECT_DELAYS_MS = [250, 1000, 2000, 5000];

interface TagNotice {
  from: string;
  tags: readonly string[];
}

export interface TagListener {
  /** Another process expired these tags. */
  expired(tags: readonly string[]): void;
  /** The connection was lost and is back: any tag may have been expired meanwhile. */
  resumed(): void;
}

/** The connection that LISTENs (and NOTIFYs) for this process; reconnects after a loss. */
export class TagSignal {
  private client?: pg.Client;
  private ready?: Promise<void>;
  private failures = 0;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  /** Tells this process's own notifications from those of the others. */
  private readonly processId = randomUUID();
  private readonly connectionString: string;
  private readonly listener: TagListener;

  constructor(connectionString: string, listener: TagListener) {
    this.connectionString = connectionString;
    this.listener = listener;
  }

  /** Resolves once this process listens (again). */
  listening(): Promise<void> {
    this.ready ??= this.connect();
    return this.ready;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', ({ payload }) => {
      const notice = JSON.parse(payload ?? '{}') as Partial<TagNotice>;
      if (notice.from !== this.processId && Array.isArray(notice.tags)) this.listener.expired(notice.tags);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (err) {
      this.lost(client, err);
      throw err;
    }
    if (this.failures > 0) this.listener.resumed();
    this.failures = 0;
    this.client = client;
  }

  private lost(client: pg.Client, err?: unknown) {
    if (client !== this.client && this.client !== undefined) return;
    this.client = undefined;
    client.removeAllListeners('end');
    client.end().catch(() => undefined);
    if (this.stopped || this.timer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)];
    this.failures++;
    logger.warn({ err, retryInMs: delay }, 'cache expiry lost its PostgreSQL connection; reconnecting');
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.ready = this.connect().catch(() => undefined);
    }, delay);
    this.timer.unref();
  }

  async notify(tags: readonly string[]) {
    try {
      await this.listening();
      if (!this.client) throw new Error('not connected');
      await this.client.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: this.processId, tags } satisfies TagNotice)]);
    } catch (err) {
      logger.error({ err, tags }, 'other processes could not be told of expired cache tags; they expire with their revalidate time');
    }
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end();
  }
}
