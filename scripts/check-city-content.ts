// Checks the city data files written so far (also usable while content is being written).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cityProblems, duplicateProblems } from '../src/features/cities/content-rules.ts';
import type { City } from '../src/features/cities/types.ts';

const dir = join(import.meta.dirname, '../src/features/cities/data');
const cities: City[] = [];
const problems: string[] = [];
for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts').sort()) {
  const city = (await import(pathToFileURL(join(dir, file)).href)).default as City;
  if (`${city.id}.ts` !== file) problems.push(`${file}: id ${city.id} does not match the file name`);
  problems.push(...cityProblems(city));
  cities.push(city);
}
problems.push(...duplicateProblems(cities));
console.log(`${cities.length} cities checked, ${problems.length} problems`);
for (const problem of problems) console.log(`- ${problem}`);
process.exit(problems.length ? 1 : 0);
