import { AddressType } from '../address-types.ts';
import { foldText } from '../text-keys.ts';
import { tidyCase } from './tidy-case.ts';
import { BREAK } from './tokens.ts';

// Canada Post and USPS deliver to more than street addresses. The delivery line of a post
// office box, a rural route or General Delivery is read here, in English and French, and
// printed the way the post offices print it (Canada Post's addressing guidelines, USPS
// Publication 28): 'PO Box 4001 Stn A', 'CP 4001 Succ Centre-Ville', 'RR 2 Stn Main',
// 'Site 5 Comp 10 RR 1', 'RR 2 Box 152', 'HC 1 Box 5', 'General Delivery', 'Poste restante'.

/** A delivery line found in the address, and where it was. */
export type DeliveryLine = {
  type: Exclude<AddressType, typeof AddressType.street>;
  /** The line as printed: 'PO Box 4001 Stn A'. */
  line: string;
  start: number;
  end: number;
};

type ComponentKind = 'box' | 'route' | 'routePart' | 'generalDelivery' | 'station';

type Component = {
  kind: ComponentKind;
  /** The printed words; for a box, whether it was typed as plain 'Box' (after a route it stays 'Box 152'). */
  words: string[];
  plainBox?: boolean;
  next: number;
};

type Keyword = { typed: string[]; printed: string; kind: ComponentKind; plainBox?: boolean };

const keyword = (
  typed: string,
  printed: string,
  kind: ComponentKind,
  plainBox?: boolean,
): Keyword => ({ typed: typed.split(' '), printed, kind, plainBox });

/** Keywords followed by a number, longest first, folded (no dots, no accents, lower case). */
const NUMBERED_KEYWORDS: Keyword[] = [
  keyword('post office box', 'PO Box', 'box'),
  keyword('p o box', 'PO Box', 'box'),
  keyword('po box', 'PO Box', 'box'),
  keyword('pobox', 'PO Box', 'box'),
  keyword('case postale', 'CP', 'box'),
  keyword('c p', 'CP', 'box'),
  keyword('cp', 'CP', 'box'),
  keyword('box', 'PO Box', 'box', true),
  keyword('highway contract route', 'HC', 'route'),
  keyword('highway contract rte', 'HC', 'route'),
  keyword('highway contract', 'HC', 'route'),
  keyword('star route', 'HC', 'route'),
  keyword('hc route', 'HC', 'route'),
  keyword('hcr', 'HC', 'route'),
  keyword('hc', 'HC', 'route'),
  keyword('rural route', 'RR', 'route'),
  keyword('route rurale', 'RR', 'route'),
  keyword('r r', 'RR', 'route'),
  keyword('rr', 'RR', 'route'),
  keyword('rfd', 'RR', 'route'),
  keyword('ss', 'SS', 'route'),
  keyword('site', 'Site', 'routePart'),
  keyword('compartment', 'Comp', 'routePart'),
  keyword('comp', 'Comp', 'routePart'),
];

const GENERAL_DELIVERY_KEYWORDS: Keyword[] = [
  keyword('general delivery', 'General Delivery', 'generalDelivery'),
  keyword('gd', 'General Delivery', 'generalDelivery'),
  keyword('poste restante', 'Poste restante', 'generalDelivery'),
];

/** The post office a box, route or General Delivery belongs to: 'Stn A', 'Succ Centre-Ville', 'RPO Westdale'. */
const STATION_KEYWORDS: Keyword[] = [
  keyword('station', 'Stn', 'station'),
  keyword('stn', 'Stn', 'station'),
  keyword('succursale', 'Succ', 'station'),
  keyword('succ', 'Succ', 'station'),
  keyword('rpo', 'RPO', 'station'),
  keyword('lcd', 'LCD', 'station'),
  keyword('csp', 'CSP', 'station'),
  keyword('bdp', 'BDP', 'station'),
];

/** 'RR2', 'RR#2': a route and its number typed as one word. */
const GLUED_ROUTE = /^rr#?(\d+)$/;

const NUMBER = /^#?[a-z]?\d+[a-z]?$/i;

/**
 * The first delivery line among the tokens: a run of components (box, route, site and
 * compartment, General Delivery, station), possibly across commas, holding at least one box,
 * route or General Delivery. A station or site alone is not one ('Union Station', 'Site C').
 */
export function findDeliveryLine(
  tokens: readonly string[],
  isPlaceName?: (name: string) => boolean,
): DeliveryLine | undefined {
  const folded = tokens.map((token) => (token === BREAK ? BREAK : foldText(token)));
  for (let start = 0; start < tokens.length; start += 1) {
    const components = readRun(tokens, folded, start, isPlaceName);
    const type = typeOf(components);
    if (!type) continue;
    return { type, line: printRun(components), start, end: components.at(-1)!.next };
  }
  return undefined;
}

function readRun(
  tokens: readonly string[],
  folded: readonly string[],
  start: number,
  isPlaceName: ((name: string) => boolean) | undefined,
): Component[] {
  const components: Component[] = [];
  let index = start;
  for (;;) {
    const component = readComponent(tokens, folded, index, components.length > 0, isPlaceName);
    if (component) {
      components.push(component);
      index = component.next;
      continue;
    }
    // One comma may separate the parts of a delivery line: 'PO Box 4001, Stn A'.
    if (components.length === 0 || folded[index] !== BREAK) return components;
    const afterBreak = readComponent(tokens, folded, index + 1, true, isPlaceName);
    if (!afterBreak) return components;
    components.push(afterBreak);
    index = afterBreak.next;
  }
}

function readComponent(
  tokens: readonly string[],
  folded: readonly string[],
  index: number,
  inRun: boolean,
  isPlaceName: ((name: string) => boolean) | undefined,
): Component | undefined {
  const glued = folded[index]?.match(GLUED_ROUTE);
  if (glued) return { kind: 'route', words: ['RR', glued[1]!], next: index + 1 };
  for (const word of NUMBERED_KEYWORDS) {
    const after = matchKeyword(folded, index, word);
    if (after === undefined) continue;
    const number = readNumber(tokens, after);
    if (!number) continue;
    const words = [word.printed, number.value];
    return { kind: word.kind, words, plainBox: word.plainBox, next: number.next };
  }
  for (const word of GENERAL_DELIVERY_KEYWORDS) {
    const after = matchKeyword(folded, index, word);
    if (after !== undefined) return { kind: word.kind, words: [word.printed], next: after };
  }
  // The French abbreviation PR (poste restante) only before its station: 'PR Succ A'.
  if (
    folded[index] === 'pr' &&
    STATION_KEYWORDS.some((word) => matchKeyword(folded, index + 1, word))
  ) {
    return { kind: 'generalDelivery', words: ['Poste restante'], next: index + 1 };
  }
  if (!inRun) return undefined;
  for (const word of STATION_KEYWORDS) {
    const after = matchKeyword(folded, index, word);
    if (after === undefined) continue;
    const nameEnd = stationNameEnd(tokens, after, isPlaceName);
    if (nameEnd === after) continue;
    const name = tokens.slice(after, nameEnd).join(' ');
    return { kind: 'station', words: [word.printed, tidyCase(name)], next: nameEnd };
  }
  return undefined;
}

function matchKeyword(folded: readonly string[], index: number, word: Keyword): number | undefined {
  const matches = word.typed.every((part, offset) => folded[index + offset] === part);
  return matches ? index + word.typed.length : undefined;
}

/** '4001', '#63', '# 46', 'e3': the number after a keyword. */
function readNumber(
  tokens: readonly string[],
  index: number,
): { value: string; next: number } | undefined {
  const token = tokens[index];
  if (token === '#' && tokens[index + 1] && NUMBER.test(tokens[index + 1]!)) {
    return { value: tokens[index + 1]!.toUpperCase(), next: index + 2 };
  }
  if (token && token !== BREAK && NUMBER.test(token)) {
    return { value: token.replace(/^#/, '').toUpperCase(), next: index + 1 };
  }
  return undefined;
}

/**
 * Where a station's name ends. It runs to the next comma; without one the city may follow on
 * the same line ('PO Box 4001 Stn A Victoria'): the longest known place name at the end is
 * the city, and without place names the station is one word ('Stn Main', 'Succ Centre-Ville').
 */
function stationNameEnd(
  tokens: readonly string[],
  start: number,
  isPlaceName: ((name: string) => boolean) | undefined,
): number {
  let end = start;
  while (end < tokens.length && tokens[end] !== BREAK) end += 1;
  if (end === tokens.length && end - start > 1) {
    for (let cityStart = start + 1; cityStart < end; cityStart += 1) {
      if (isPlaceName?.(tokens.slice(cityStart, end).join(' '))) return cityStart;
    }
    return start + 1;
  }
  return end;
}

function typeOf(components: readonly Component[]): DeliveryLine['type'] | undefined {
  const kinds = new Set(components.map((component) => component.kind));
  if (kinds.has('route')) return AddressType.ruralRoute;
  if (kinds.has('box')) return AddressType.poBox;
  if (kinds.has('generalDelivery')) return AddressType.generalDelivery;
  return undefined;
}

/** The components printed in the order typed; a plain 'Box' after a route stays 'Box' (USPS 'RR 2 Box 152'). */
function printRun(components: readonly Component[]): string {
  const onRoute = components.some((component) => component.kind === 'route');
  return components
    .map((component) =>
      onRoute && component.plainBox ? ['Box', ...component.words.slice(1)] : component.words,
    )
    .flat()
    .join(' ');
}
