import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The rules of docs/ARCHITECTURE.md as lint holds them, tried on imports that break them.
const eslint = new ESLint();

async function ruleBroken(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return result!.messages.map((message) => message.ruleId);
}

// The first lint loads the whole project's type information, which takes over 20 s on a busy
// two-core machine; the later ones reuse it.
describe('the boundaries lint enforces', { timeout: 90_000 }, () => {
  it('refuses a web feature that reaches past another feature’s index.ts', async () => {
    const broken = "import { RateCards } from '../rates/rate-cards.tsx';\nexport { RateCards };\n";
    expect(await ruleBroken('web/features/home/example.tsx', broken)).toContain(
      'import-x/no-restricted-paths',
    );
    const allowed = "import { RateCards } from '../rates/index.ts';\nexport { RateCards };\n";
    expect(await ruleBroken('web/features/home/example.tsx', allowed)).toEqual([]);
  });

  it('refuses a server capability that reaches past another one’s index.ts', async () => {
    const broken = "import { findBatchPickup } from '../pickups/queries.ts';\nexport { findBatchPickup };\n";
    expect(await ruleBroken('server/checkout/example.ts', broken)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('keeps a provider a leaf: it imports no capability', async () => {
    const broken = "import { hasAnyAccount } from '../../auth/index.ts';\nexport { hasAnyAccount };\n";
    expect(await ruleBroken('server/providers/payments/example.ts', broken)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('keeps the domain free of server and web code', async () => {
    const broken = "import { loadConfig } from '#server/config.ts';\nexport { loadConfig };\n";
    expect(await ruleBroken('domain/rates/example.ts', broken)).toContain(
      'no-restricted-imports',
    );
  });

  it('keeps test code out of product code', async () => {
    const broken =
      "import { SAMPLE_PARCEL } from '../test-support/sample-parcels.ts';\nexport { SAMPLE_PARCEL };\n";
    expect(await ruleBroken('domain/rates/example.ts', broken)).toContain(
      'import-x/no-restricted-paths',
    );
    const helper = "import { registerAccount } from '../test-support/auth.ts';\nexport { registerAccount };\n";
    expect(await ruleBroken('server/shipments/example.ts', helper)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleBroken('server/shipments/example.test.ts', helper)).toEqual([]);
  });
});
