import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineStableIds } from './mantine-stable-ids.ts';

const load = (id: string) =>
  (mantineStableIds().load as (id: string) => string | undefined).call(undefined, id);

describe('mantineStableIds', () => {
  it('still finds Mantine’s useId where the installed @mantine/hooks keeps it', () => {
    const hooksEntry = createRequire(import.meta.url).resolve('@mantine/hooks');
    const hooksPackage = hooksEntry.slice(0, hooksEntry.indexOf('/@mantine/hooks/') + 15);
    const useIdModule = path.join(hooksPackage, 'esm/use-id/use-id.mjs');
    expect(useIdModule).toMatch(MANTINE_USE_ID);
    // The module the build replaces is the one that swaps in a random id after the first render.
    expect(readFileSync(useIdModule, 'utf8')).toContain('setUuid(randomId())');
  });

  it('replaces that module with ours and leaves every other module alone', () => {
    expect(load('/app/node_modules/@mantine/hooks/esm/use-id/use-id.mjs')).toMatch(
      /^export \{ useId \} from '\/.+\/web\/lib\/mantine-use-id\.ts';$/,
    );
    expect(load('/app/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs')).toBeUndefined();
    expect(load('/app/web/lib/mantine-use-id.ts')).toBeUndefined();
  });
});
