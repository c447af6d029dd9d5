// The figures of a bench run: printed as they come, and written to bench-results/<name>.json at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './processes.ts';

export class BenchReport {
  readonly figures: Record<string, unknown> = {};

  /** Keeps a figure under `key` and prints it after `label`; returns it. */
  record<T>(key: string, label: string, value: T): T {
    this.figures[key] = value;
    console.log(label, value);
    return value;
  }

  write(name: string): void {
    mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    writeFileSync(path.join(ROOT, `bench-results/${name}.json`), `${JSON.stringify(this.figures, null, 2)}\n`);
    console.log(`all figures: bench-results/${name}.json`);
  }
}
