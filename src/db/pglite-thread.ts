import { Worker } from 'node:worker_threads';

// PGlite runs PostgreSQL as WebAssembly in the thread that calls it. In the web server's thread every
// query would stop HTTP work for its whole duration, and the second core would stay idle. This client
// runs PGlite in a worker thread instead and offers the part of PGlite's API that drizzle uses
// (`query` and `transaction`), so the database works in parallel with the web server.

/**
 * Runs inside the worker: CommonJS evaluated from this string, so no bundler has to know about a second entry
 * file. It loads PGlite from the project's node_modules (the working directory of `npm start` and the tests).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require('@electric-sql/pglite');
// The same extensions as PGLITE_EXTENSIONS in pglite-extensions.ts (a test holds the two together).
const { btree_gist } = require('@electric-sql/pglite/contrib/btree_gist');

// Date and interval values stay text, as drizzle's PGlite driver asks for (it converts them itself).
const raw = (value) => value;
const parsers = { [types.TIMESTAMP]: raw, [types.TIMESTAMPTZ]: raw, [types.INTERVAL]: raw, [types.DATE]: raw, 1231: raw, 1115: raw, 1185: raw, 1187: raw, 1182: raw };
const ERROR_FIELDS = ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'where', 'routine', 'position'];

const transactions = new Map();
let nextTransaction = 1;
const extensions = { btree_gist };
const ready = PGlite.create(workerData.dataDir, workerData.loadDataDir ? { loadDataDir: workerData.loadDataDir, extensions } : { extensions });

function reply(id, result) { parentPort.postMessage({ id, result }); }
function fail(id, err) {
  const error = { message: err instanceof Error ? err.message : String(err) };
  for (const field of ERROR_FIELDS) if (err && err[field] !== undefined) error[field] = err[field];
  parentPort.postMessage({ id, error });
}

async function handle(message) {
  const db = await ready;
  switch (message.op) {
    case 'query': {
      const target = message.transaction ? transactions.get(message.transaction).tx : db;
      const { rows, fields, affectedRows } = await target.query(message.sql, message.params, { rowMode: message.rowMode, parsers });
      return { rows, fields, affectedRows };
    }
    case 'begin':
      return new Promise((started, failed) => {
        const id = nextTransaction++;
        const entry = {};
        entry.done = db
          .transaction((tx) => {
            entry.tx = tx;
            started(id);
            return new Promise((resolve, reject) => { entry.finish = (commit) => (commit ? resolve() : reject(new Error('rollback'))); });
          })
          .finally(() => transactions.delete(id));
        transactions.set(id, entry);
        entry.done.catch(failed);
      });
    case 'end': {
      const entry = transactions.get(message.transaction);
      entry.finish(message.commit);
      try { await entry.done; } catch (err) { if (message.commit) throw err; }
      return null;
    }
    case 'dump': {
      const tarball = await db.dumpDataDir('gzip');
      return new Uint8Array(await tarball.arrayBuffer());
    }
    case 'close':
      await db.close();
      return null;
  }
}

parentPort.on('message', (message) => handle(message).then((result) => reply(message.id, result), (err) => fail(message.id, err)));
`;

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
}

type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };

const STOPPED = 'The database thread has stopped.';

export interface PgliteThreadOptions {
  /** Folder of the database; omitted for an in-memory database. */
  dataDir?: string;
  /** A dump (`dumpDataDir()`) to start from, e.g. a migrated template in tests. */
  loadDataDir?: Blob;
}

export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private stopped: Error | undefined;

  constructor(options: PgliteThreadOptions = {}) {
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: options });
    this.worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } }) => {
      const call = this.pending.get(id);
      if (!call) return;
      this.pending.delete(id);
      if (!this.pending.size) this.worker.unref();
      if (error) call.reject(Object.assign(new Error(error.message), error));
      else call.resolve(result);
    });
    this.worker.on('error', (err) => this.stop(err));
    this.worker.on('exit', () => this.stop(new Error(STOPPED)));
    // An idle database thread must not keep the process alive; one with work does (see `call`).
    this.worker.unref();
  }

  private stop(err: Error) {
    this.stopped ??= err;
    for (const call of this.pending.values()) call.reject(err);
    this.pending.clear();
    this.worker.unref();
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.ref();
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Same signature as PGlite's `query`; parsers are fixed in the worker (functions cannot cross threads). */
  query(sql: string, params: unknown[] = [], options: QueryOptions = {}, transaction?: number): Promise<QueryResult> {
    return this.call({ op: 'query', sql, params, rowMode: options.rowMode, transaction });
  }

  /** Like PGlite's `transaction`: other queries wait until it commits or rolls back. */
  async transaction<T>(callback: (tx: { query: PgliteThread['query'] }) => Promise<T>): Promise<T> {
    const transaction = await this.call<number>({ op: 'begin' });
    const tx = { query: (sql: string, params?: unknown[], options?: QueryOptions) => this.query(sql, params, options, transaction) };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      await this.call({ op: 'end', transaction, commit: false });
      throw err;
    }
    await this.call({ op: 'end', transaction, commit: true });
    return result;
  }

  /** The whole database folder as a gzip-compressed tar, taken between two queries (a backup). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.call({ op: 'dump' });
  }

  async close(): Promise<void> {
    await this.call({ op: 'close' });
    this.stop(new Error(STOPPED));
    await this.worker.terminate();
  }
}
