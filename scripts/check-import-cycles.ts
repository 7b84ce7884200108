/**
 * Fails when the project's imports form a cycle, type-only imports included (run by
 * `npm run lint`). import-x/no-cycle skips type-only imports, so it cannot hold this rule.
 */
import path from 'node:path';
import { findCycles, readImportGraph } from './import-cycles.ts';

const cycles = findCycles(readImportGraph('tsconfig.json'));
for (const cycle of cycles) {
  console.error(
    `Import cycle:\n  ${cycle.map((file) => path.relative('.', file)).join('\n  -> ')}`,
  );
}
if (cycles.length > 0) {
  console.error(
    `${cycles.length} import cycle(s): move what both sides need to the lower one (docs/ARCHITECTURE.md).`,
  );
  process.exit(1);
}
