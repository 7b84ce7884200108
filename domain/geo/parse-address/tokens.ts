/** The token that stands for a comma, parenthesis, semicolon, line break or lone dash: where a part of the address ends. */
export const BREAK = ',';

// A unit written before the civic number with a spaced dash: '305 - 1200' reads as '305-1200'
// ('#305 – 1200', '2B - 45'). The left side needs a digit so that 'Austin TX - 78755' keeps
// its dash as a break.
const UNIT_BEFORE_DASH = /^#?[a-z]?\d+[a-z]?$/i;
const CIVIC_AFTER_DASH = /^\d+[a-z]*$/i;
const DASH = /^[-–—]$/;

/** Words and breaks, in the order typed. */
export function tokenize(text: string): string[] {
  const words = text
    .replace(/[,;()[\]\r\n]/g, ` ${BREAK} `)
    .split(/\s+/)
    .filter(Boolean);
  const tokens: string[] = [];
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    if (!DASH.test(word)) {
      tokens.push(word);
      continue;
    }
    const before = tokens.at(-1);
    const after = words[index + 1];
    if (before && after && UNIT_BEFORE_DASH.test(before) && CIVIC_AFTER_DASH.test(after)) {
      tokens[tokens.length - 1] = `${before}-${after}`;
      index += 1;
    } else {
      tokens.push(BREAK);
    }
  }
  return tokens;
}

export function trimBreaks(tokens: readonly string[]): string[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && tokens[start] === BREAK) start += 1;
  while (end > start && tokens[end - 1] === BREAK) end -= 1;
  return tokens.slice(start, end);
}

/** The last `size` tokens joined, when none of them is a break. */
export function lastWords(tokens: readonly string[], size: number): string | undefined {
  if (size > tokens.length) return undefined;
  const words = tokens.slice(tokens.length - size);
  return words.includes(BREAK) ? undefined : words.join(' ');
}

/** The runs of words between breaks. */
export function splitSegments(tokens: readonly string[]): string[][] {
  const segments: string[][] = [[]];
  for (const token of tokens) {
    if (token === BREAK) segments.push([]);
    else segments.at(-1)!.push(token);
  }
  return segments.filter((segment) => segment.length > 0);
}
