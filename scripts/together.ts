// `node scripts/together.ts typecheck lint`: runs npm scripts at the same time and fails when any fails. The type check
// and the linters each keep one core busy, so on two cores side by side they take the time of the longer one.
import { spawn } from 'node:child_process';

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('Usage: node scripts/together.ts <npm script> [<npm script> …]');
  process.exit(2);
}
const codes = await Promise.all(
  names.map(
    (name) =>
      new Promise<number>((resolve) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: 'inherit' });
        child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
        child.on('error', () => resolve(1));
      }),
  ),
);
const failed = names.filter((_, i) => codes[i] !== 0);
if (failed.length > 0) console.error(`Failed: ${failed.map((name) => `npm run ${name}`).join(', ')}`);
process.exit(failed.length > 0 ? 1 : 0);
