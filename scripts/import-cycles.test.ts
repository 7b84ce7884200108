import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findCycles, readImportGraph } from './import-cycles.ts';

let project: string;

/** A project of the given files beside a tsconfig that includes them all. */
function writeProject(files: Record<string, string>) {
  project = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        moduleResolution: 'Bundler',
        module: 'ESNext',
        allowImportingTsExtensions: true,
      },
    }),
  );
  for (const [name, source] of Object.entries(files))
    writeFileSync(path.join(project, name), source);
  return readImportGraph(path.join(project, 'tsconfig.json'));
}

const named = (cycles: string[][]) =>
  cycles.map((cycle) => cycle.map((file) => path.relative(project, file)));

afterEach(() => rmSync(project, { recursive: true, force: true }));

describe('import cycles', () => {
  it('are found through a type-only import', () => {
    const graph = writeProject({
      'orders.ts':
        "import type { Events } from './events.ts';\nexport const orders = (events: Events) => events;\n",
      'events.ts':
        "import { orders } from './orders.ts';\nexport type Events = { orders: typeof orders };\n",
    });
    expect(named(findCycles(graph))).toEqual([['events.ts', 'orders.ts', 'events.ts']]);
  });

  it('are found through a re-export and a longer loop', () => {
    const graph = writeProject({
      'a.ts': "export { b } from './b.ts';\nexport const a = 1;\n",
      'b.ts': "import { c } from './c.ts';\nexport const b = c;\n",
      'c.ts': "import { a } from './a.ts';\nexport const c = a;\n",
    });
    expect(named(findCycles(graph))).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('are none where imports go one way, and packages are not followed', () => {
    const graph = writeProject({
      'top.ts':
        "import { low } from './low.ts';\nimport type { Dirent } from 'node:fs';\nexport const top = low;\nexport type Entry = Dirent;\n",
      'low.ts': 'export const low = 1;\n',
    });
    expect(findCycles(graph)).toEqual([]);
  });
});
