/**
 * Zip bombs for the tests of the sheet limits (unit and browser), built at test time with
 * Node's zlib: no large file is committed.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; content: Buffer; declaredBytes?: number };

/** A zip of deflated entries, each declaring `declaredBytes` (its true size unless given). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, content, declaredBytes = content.length } of entries) {
    const nameBytes = Buffer.from(name);
    const data = deflateRawSync(content, { level: 9 });
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0, at + 2); // flags
      header.writeUInt16LE(8, at + 4); // deflated
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(content), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(declaredBytes, at + 18);
      header.writeUInt16LE(nameBytes.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    locals.push(local, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4); // version made by
    fields(entry, 6);
    entry.writeUInt32LE(offset, 42);
    directory.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** 60 MB of one row's cells: repetitive XML that deflates to well under 5 MB. */
export function bombSheet(): Buffer {
  const cell = '<c r="A1" t="n"><v>1</v></c>';
  const cells = cell.repeat(Math.ceil((60 * 1024 * 1024) / cell.length));
  return Buffer.from(`<worksheet><sheetData><row r="1">${cells}</row></sheetData></worksheet>`);
}
