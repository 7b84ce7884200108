/**
 * Label rendering speed: renders the typical and the crowded test label, after a warm-up,
 * and prints the mean milliseconds per label, wall clock and CPU. On a shared, busy machine
 * the wall clock includes time spent waiting for a core; the CPU figure does not.
 * Usage: npx tsx bench/labels.ts [renders]
 */
import { findFallbackFont } from '../server/labels/fallback-font.ts';
import { renderLabel } from '../server/labels/render-label.ts';
import { awkwardLabel, sampleLabel } from '../server/labels/test-labels.ts';
import type { LabelData } from '../server/labels/label-data.ts';

const renders = Number(process.argv[2] ?? 200);
// The server's own: the crowded label's Chinese text is drawn in it when the machine has one.
const fallbackFont = findFallbackFont(process.env.LABEL_CJK_FONT);
// The first renders load fonts and compile code paths; a server pays that once.
const WARM_UP_RENDERS = 20;

/** Mean wall-clock and CPU milliseconds per render of label. */
async function meanMilliseconds(label: LabelData): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < WARM_UP_RENDERS; i += 1) await renderLabel(label, fallbackFont);
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < renders; i += 1) await renderLabel(label, fallbackFont);
  const cpu = process.cpuUsage(cpuStart);
  return {
    wall: (performance.now() - wallStart) / renders,
    cpu: (cpu.user + cpu.system) / 1000 / renders,
  };
}

for (const [name, label] of [
  ['typical label', sampleLabel],
  ['crowded label', awkwardLabel],
] as const) {
  const bytes = (await renderLabel(label, fallbackFont)).length;
  const { wall, cpu } = await meanMilliseconds(label);
  console.log(
    `${name}: ${wall.toFixed(2)} ms wall, ${cpu.toFixed(2)} ms CPU, mean over ${renders} renders; ${bytes} bytes`,
  );
}
