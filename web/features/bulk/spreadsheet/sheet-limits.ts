import { BulkImportMessages } from '#domain/bulk/import-messages.ts';

/**
 * What a recipient sheet may weigh before it is read (issue 35, point 4): a sheet of 100
 * recipients is some 20 KB, so these only stop files made to hurt the tab, such as a zip bomb
 * (a few MB that unpack to gigabytes of XML) or a sheet of a million formatted rows.
 */
export const SHEET_LIMITS = {
  fileBytes: 5 * 1024 * 1024,
  unpackedBytes: 50 * 1024 * 1024,
  rows: 10_000,
};

// Zip records (APPNOTE.TXT 4.3): end of central directory, central directory entry, local header.
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_OF_DIRECTORY_BYTES = 22;
const STORED = 0;
const DEFLATED = 8;

type ZipEntry = {
  name: string;
  method: number;
  compressedBytes: number;
  /** As the directory declares it; inflating checks it is not a lie. */
  unpackedBytes: number;
  localHeaderAt: number;
};

/**
 * Why `bytes` must not be read, or null when it may: over 5 MB; for an .xlsx (a zip), entries
 * that unpack past 50 MB, as declared in its central directory and as they really inflate, or
 * a worksheet of more than 10,000 rows. Any other file (an .xls) is bounded by its size here and
 * by its rows while it is read (see readRecipientFile).
 */
export async function sheetLimitMessage(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  if (bytes.length > SHEET_LIMITS.fileBytes) return BulkImportMessages.fileTooLarge;
  if (bytes.length < 4 || readUint32(bytes, 0) !== LOCAL_HEADER) return null;
  const entries = zipEntries(bytes);
  if (!entries) return BulkImportMessages.parseFailed;
  const declared = entries.reduce((sum, entry) => sum + entry.unpackedBytes, 0);
  if (declared > SHEET_LIMITS.unpackedBytes) return BulkImportMessages.sheetTooLarge;
  for (const entry of entries) {
    const verdict = await inflateWithinLimits(bytes, entry);
    if (verdict) return verdict;
  }
  return null;
}

const readUint16 = (bytes: Uint8Array, at: number) => bytes[at]! | (bytes[at + 1]! << 8);
const readUint32 = (bytes: Uint8Array, at: number) =>
  (readUint16(bytes, at) | (readUint16(bytes, at + 2) << 16)) >>> 0;

/** The zip's central directory, or null when it is not where its end record says (or zip64). */
function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  // The end record is the last thing in the file, after a comment of up to 65,535 bytes.
  let end = -1;
  const earliest = Math.max(0, bytes.length - END_OF_DIRECTORY_BYTES - 0xffff);
  for (let at = bytes.length - END_OF_DIRECTORY_BYTES; at >= earliest; at--) {
    if (readUint32(bytes, at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = readUint16(bytes, end + 10);
  let at = readUint32(bytes, end + 16);
  const entries: ZipEntry[] = [];
  const names = new TextDecoder();
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || readUint32(bytes, at) !== DIRECTORY_ENTRY) return null;
    const nameLength = readUint16(bytes, at + 28);
    entries.push({
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: readUint16(bytes, at + 10),
      compressedBytes: readUint32(bytes, at + 20),
      unpackedBytes: readUint32(bytes, at + 24),
      localHeaderAt: readUint32(bytes, at + 42),
    });
    at += 46 + nameLength + readUint16(bytes, at + 30) + readUint16(bytes, at + 32);
  }
  return entries;
}

/** A worksheet's XML, whose rows are counted while it inflates. */
const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
/** A row's start tag, with or without a namespace prefix (`<row ` or `<x:row>`, not `<rowBreaks`). */
const ROW_TAG = /<(?:\w{1,8}:)?row[\s>/]/g;
/** Longer than any row start tag: a tag cut between two pieces is counted with the second. */
const ROW_TAG_MAX_LENGTH = 14;

/**
 * Inflates one entry as the spreadsheet library would, stopping as soon as it passes what its
 * directory declared (a lying header is how a bomb gets past the sum) or, for a worksheet, its
 * 10,001st row. Answers why it must not be read, or null.
 */
async function inflateWithinLimits(
  bytes: Uint8Array<ArrayBuffer>,
  entry: ZipEntry,
): Promise<string | null> {
  const local = entry.localHeaderAt;
  if (local + 30 > bytes.length || readUint32(bytes, local) !== LOCAL_HEADER) {
    return BulkImportMessages.parseFailed;
  }
  const dataAt = local + 30 + readUint16(bytes, local + 26) + readUint16(bytes, local + 28);
  const data = bytes.subarray(dataAt, dataAt + entry.compressedBytes);
  if (entry.method !== STORED && entry.method !== DEFLATED) return BulkImportMessages.parseFailed;
  const reader = unpackedPieces(data, entry.method).getReader();
  const isWorksheet = WORKSHEET.test(entry.name);
  const text = new TextDecoder();
  let unpacked = 0;
  let rows = 0;
  let carried = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      unpacked += value.length;
      if (unpacked > entry.unpackedBytes) return BulkImportMessages.sheetTooLarge;
      if (!isWorksheet) continue;
      const piece = carried + text.decode(value, { stream: true });
      const countedUpTo = piece.length - ROW_TAG_MAX_LENGTH;
      for (const match of piece.matchAll(ROW_TAG)) if (match.index < countedUpTo) rows++;
      carried = piece.slice(Math.max(0, countedUpTo));
      if (rows > SHEET_LIMITS.rows) return BulkImportMessages.sheetTooLarge;
    }
    rows += carried.match(ROW_TAG)?.length ?? 0;
    return rows > SHEET_LIMITS.rows ? BulkImportMessages.sheetTooLarge : null;
  } catch {
    return BulkImportMessages.parseFailed;
  } finally {
    // Stops the inflating of an entry left early.
    reader.cancel().catch(() => undefined);
  }
}

/** An entry's data as it unpacks, in pieces: inflated as it is read, so a bomb never unpacks whole. */
function unpackedPieces(data: Uint8Array<ArrayBuffer>, method: number): ReadableStream<Uint8Array> {
  return method === STORED
    ? streamOf<Uint8Array>(data)
    : streamOf<BufferSource>(data).pipeThrough(new DecompressionStream('deflate-raw'));
}

const streamOf = <Chunk>(chunk: Chunk) =>
  new ReadableStream<Chunk>({
    start(controller) {
      controller.enqueue(chunk);
      controller.close();
    },
  });
