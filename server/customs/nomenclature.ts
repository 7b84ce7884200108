import { readFile } from 'node:fs/promises';
import { indexWordsOf } from './search-words.ts';

/** One subheading of the Harmonized System, as search answers it. */
export type HsSubheading = {
  /** Its six digits, "610910". */
  code: string;
  /** Its own text, with its heading's when its own only continues the heading's ("Of cotton"). */
  description: string;
  /** The first word of its own text, as search compares words: what the goods are, in UN Comtrade's texts. */
  leadWord: string;
  /** The length of its own text: a shorter one is more specific, and ranks first among equals. */
  ownLength: number;
};

/** Where a word is found: the subheadings whose own text holds it, and those whose heading's does. */
type Postings = { own: number[]; heading: number[] };

/**
 * The HS nomenclature's subheadings, indexed for search once at start: each word of their text
 * (and of their heading's, for context) to the subheadings that hold it.
 */
export type HsNomenclature = {
  /** In code order. */
  subheadings: HsSubheading[];
  /** Their codes, for the subheading check and searches by digits. */
  codes: string[];
  postings: Map<string, Postings>;
  /** The index's words in code-unit order, so the words a prefix starts are one range. */
  words: string[];
};

/** The columns of UN Comtrade's HS table (section,hscode,description,parent,level) that are read. */
const COLUMNS = ['hscode', 'description', 'level'] as const;

const QUOTE = 0x22;
const COMMA = 0x2c;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/**
 * The rows of a CSV text (RFC 4180: quoted fields may hold commas, line breaks and doubled
 * quotes). Fields are cut out whole rather than built a character at a time: the full HS table
 * is 850 kB, read while the server starts.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let at = 0;
  while (at < text.length) {
    if (text.charCodeAt(at) === QUOTE) {
      let field = '';
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote < 0) {
          field += text.slice(from);
          at = text.length;
          break;
        }
        field += text.slice(from, quote);
        if (text.charCodeAt(quote + 1) !== QUOTE) {
          at = quote + 1;
          break;
        }
        field += '"';
        from = quote + 2;
      }
      row.push(field);
    } else {
      let end = at;
      while (end < text.length) {
        const code = text.charCodeAt(end);
        if (code === COMMA || code === LINE_FEED || code === CARRIAGE_RETURN) break;
        end += 1;
      }
      row.push(text.slice(at, end));
      at = end;
    }
    const separator = text.charCodeAt(at);
    at += separator === CARRIAGE_RETURN && text.charCodeAt(at + 1) === LINE_FEED ? 2 : 1;
    if (separator !== COMMA) {
      rows.push(row);
      row = [];
    } else if (at >= text.length) {
      row.push('');
    }
  }
  if (row.length > 0) rows.push(row);
  return rows;
}

// The tariff prints a subheading under its heading, so its text often only continues it: "Of
// cotton", "Other", "In single sheets". UN Comtrade's texts name the goods themselves.
const CONTINUES_HEADING = /^(of|other|in|with|without|for|not|containing|put up|whether)\b/i;

/** "T-shirts, singlets and other vests, knitted or crocheted." and "Of cotton" -> "T-shirts, ..., knitted or crocheted; of cotton". */
function describe(own: string, heading: string | undefined): string {
  if (!heading || !CONTINUES_HEADING.test(own)) return own;
  return `${heading.replace(/\.$/, '')}; ${own.charAt(0).toLowerCase()}${own.slice(1)}`;
}

/**
 * Reads the nomenclature from UN Comtrade's CSV shape (section,hscode,description,parent,level:
 * level 6 rows are subheadings, 4 headings, 2 chapters) and indexes its subheadings. Throws when
 * the text is not that shape or holds no subheading.
 */
export function parseHsNomenclature(text: string): HsNomenclature {
  const [header = [], ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const names = header.map((name) => name.trim().toLowerCase());
  const column = Object.fromEntries(COLUMNS.map((name) => [name, names.indexOf(name)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  const missing = COLUMNS.filter((name) => column[name] < 0);
  if (missing.length > 0) {
    throw new Error(
      `its header has no ${missing.join(', ')} column (section,hscode,description,parent,level)`,
    );
  }
  const headings = new Map<string, string>();
  const own: { code: string; text: string }[] = [];
  for (const row of rows) {
    const code = row[column.hscode]?.trim() ?? '';
    const text = row[column.description]?.trim() ?? '';
    const level = row[column.level]?.trim();
    if (level === '4' && /^\d{4}$/.test(code)) headings.set(code, text);
    if (level === '6' && /^\d{6}$/.test(code)) own.push({ code, text });
  }
  if (own.length === 0) throw new Error('it holds no subheading (no row of level 6)');
  // Code-unit order, as the searches by digits compare (and cheaper than localeCompare).
  own.sort((left, right) => (left.code < right.code ? -1 : 1));

  const postings = new Map<string, Postings>();
  const post = (word: string, list: keyof Postings, index: number) => {
    let entry = postings.get(word);
    if (!entry) postings.set(word, (entry = { own: [], heading: [] }));
    entry[list].push(index);
  };
  const headingWords = new Map<string, Set<string>>();
  const subheadings = own.map(({ code, text }, index) => {
    const headingCode = code.slice(0, 4);
    const heading = headings.get(headingCode);
    const ownWords = indexWordsOf(text);
    for (const word of ownWords) post(word, 'own', index);
    if (heading !== undefined) {
      let words = headingWords.get(headingCode);
      if (!words) headingWords.set(headingCode, (words = indexWordsOf(heading)));
      for (const word of words) if (!ownWords.has(word)) post(word, 'heading', index);
    }
    return {
      code,
      description: describe(text, heading),
      // A Set keeps its words in the order the text gives them.
      leadWord: ownWords.values().next().value ?? '',
      ownLength: text.length,
    };
  });
  return {
    subheadings,
    codes: subheadings.map((subheading) => subheading.code),
    postings,
    words: [...postings.keys()].sort(),
  };
}

/** What reports that the nomenclature is missing: the server's log, or the worker's console. */
export type WarningLog = { warn: (details: object, message: string) => void };

/**
 * The nomenclature in the file at `path`, read and indexed once, at start; null (with one
 * warning naming the path) when the file is absent, unreadable or not UN Comtrade's CSV shape:
 * search then answers 503 and HS codes are checked for their shape only.
 */
export async function loadHsNomenclature(
  path: string,
  log: WarningLog,
): Promise<HsNomenclature | null> {
  try {
    return parseHsNomenclature(await readFile(path, 'utf8'));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(
      { path, reason },
      `No HS nomenclature at ${path} (${reason}): HS code search is off and HS codes are checked for their shape only. Set HS_NOMENCLATURE_FILE (docs/decisions/031-hs-nomenclature-outside-the-repo.md).`,
    );
    return null;
  }
}
