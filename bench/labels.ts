/**
 * Label rendering speed: renders the typical and the crowded test label, a cross-border label
 * with its customs page and one with 20 items (two customs pages), and the 20-item commercial
 * invoice, after a warm-up, and prints the mean milliseconds per paper, wall clock and CPU. On a shared, busy machine
 * the wall clock includes time spent waiting for a core; the CPU figure does not.
 * Usage: npx tsx bench/labels.ts [renders]
 */
import { findFallbackFont } from '../server/labels/fallback-font.ts';
import type { InvoicedDeclaration } from '../domain/customs/commercial-invoice.ts';
import { renderCommercialInvoice } from '../server/labels/render-commercial-invoice.ts';
import { renderLabel } from '../server/labels/render-label.ts';
import {
  awkwardLabel,
  crossBorderLabel,
  sampleLabel,
  twentyItemLabel,
} from '../server/test-support/labels.ts';

const renders = Number(process.argv[2] ?? 200);
// The server's own: the crowded label's Chinese text is drawn in it when the machine has one.
const fallbackFont = findFallbackFont(process.env.LABEL_CJK_FONT);
// The first renders load fonts and compile code paths; a server pays that once.
const WARM_UP_RENDERS = 20;

/** Mean wall-clock and CPU milliseconds per render of a paper. */
async function meanMilliseconds(
  render: () => Promise<Buffer>,
): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < WARM_UP_RENDERS; i += 1) await render();
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < renders; i += 1) await render();
  const cpu = process.cpuUsage(cpuStart);
  return {
    wall: (performance.now() - wallStart) / renders,
    cpu: (cpu.user + cpu.system) / 1000 / renders,
  };
}

const papers: [string, () => Promise<Buffer>][] = [
  ['typical label', () => renderLabel(sampleLabel, fallbackFont)],
  ['crowded label', () => renderLabel(awkwardLabel, fallbackFont)],
  ['cross-border label, 2 items', () => renderLabel(crossBorderLabel, fallbackFont)],
  ['cross-border label, 20 items', () => renderLabel(twentyItemLabel, fallbackFont)],
  [
    'commercial invoice, 20 items',
    () =>
      renderCommercialInvoice(
        twentyItemLabel,
        twentyItemLabel.customs as InvoicedDeclaration,
        fallbackFont,
      ),
  ],
];

for (const [name, render] of papers) {
  const bytes = (await render()).length;
  const { wall, cpu } = await meanMilliseconds(render);
  console.log(
    `${name}: ${wall.toFixed(2)} ms wall, ${cpu.toFixed(2)} ms CPU, mean over ${renders} renders; ${bytes} bytes`,
  );
}
