// The explicit node entry: TypeScript's bundler resolution does not pick the 'node' condition of the bare name.
import bwipjs from 'bwip-js/node';

/** A Code 128 symbol as its dark bars, in modules (the narrowest bar's width). */
export type Code128Symbol = {
  bars: { start: number; width: number }[];
  /** Width of the whole symbol, start to stop pattern, without quiet zones. */
  modules: number;
};

/** The bars of a Code 128 symbol for text, as bwip-js encodes it (switching to set C for digit runs). */
export function code128Symbol(text: string): Code128Symbol {
  const [encoded] = bwipjs.raw({ bcid: 'code128', text });
  if (!encoded || !('sbs' in encoded)) throw new Error('bwip-js gave no linear Code 128 symbol');
  const bars: Code128Symbol['bars'] = [];
  let modules = 0;
  // sbs lists run widths that alternate bar, space, bar..., starting with a bar.
  encoded.sbs.forEach((width, index) => {
    if (index % 2 === 0) bars.push({ start: modules, width });
    modules += width;
  });
  return { bars, modules };
}
