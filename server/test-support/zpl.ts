import { expect } from 'vitest';

/** One ZPL command: its name (FO, FD, BC, or A for ^A0N,30,30) and what follows it up to the next command. */
export type ZplCommand = { prefix: '^' | '~'; name: string; params: string };

/**
 * Splits ZPL into its commands. Every command starts with ^ or ~; its name is two letters, but
 * ^A (the font) takes one letter and the font's name right after it (^A0N,30,30).
 */
export function parseZplCommands(zpl: string): ZplCommand[] {
  const commands: ZplCommand[] = [];
  const pattern = /([\^~])([^^~]*)/g;
  const leading = zpl.slice(0, zpl.search(/[\^~]/)).trim();
  expect(leading, 'text before the first command').toBe('');
  for (const [, prefix, body] of zpl.matchAll(pattern)) {
    // No two-letter command starts with A: ^A is always the font, named by the next character.
    const nameLength = body!.startsWith('A') ? 1 : 2;
    commands.push({
      prefix: prefix as '^' | '~',
      name: body!.slice(0, nameLength),
      // Line breaks between commands are for people; the printer ignores them.
      params: body!.slice(nameLength).replace(/\n$/, ''),
    });
  }
  return commands;
}

/** A field as the printer places it: ^FO's origin, its font height, its ^FB width and its data. */
export type ZplField = {
  x: number;
  y: number;
  /** ^A0's height in dots, for text. */
  fontHeight?: number;
  /** ^FB's width in dots, for a text block. */
  blockWidth?: number;
  /** ^GB's width and height, for a box or rule. */
  box?: { width: number; height: number };
  /** ^BC's height, for a Code 128 barcode. */
  barcodeHeight?: number;
  /** ^FD's data with the ^FH hex escapes undone. */
  data?: string;
};

/** One label: the commands from ^XA to ^XZ and its fields. */
export type ZplLabel = { commands: ZplCommand[]; fields: ZplField[] };

const numbers = (params: string) => params.split(',').map(Number);

/** ^FH\ data: \5E is '^' and so on. */
const unescape = (data: string) =>
  data.replace(/\\([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The labels of a ZPL stream. Expects each ^XA closed by a ^XZ before the next, nothing outside
 * them, and every ^FO's field closed by ^FS.
 */
export function parseZplLabels(zpl: string): ZplLabel[] {
  const labels: ZplLabel[] = [];
  let label: ZplLabel | null = null;
  let field: ZplField | null = null;
  let escaped = false;
  for (const command of parseZplCommands(zpl)) {
    if (command.name === 'XA') {
      expect(label, '^XA inside a label').toBeNull();
      label = { commands: [], fields: [] };
      continue;
    }
    expect(label, `^${command.name} outside ^XA...^XZ`).not.toBeNull();
    if (command.name === 'XZ') {
      expect(field, 'a field left open at ^XZ').toBeNull();
      labels.push(label!);
      label = null;
      continue;
    }
    label!.commands.push(command);
    if (command.name === 'FO') {
      expect(field, 'a field left open at ^FO').toBeNull();
      const [x, y] = numbers(command.params);
      field = { x: x!, y: y! };
      escaped = false;
    } else if (command.name === 'FS') {
      expect(field, '^FS without ^FO').not.toBeNull();
      label!.fields.push(field!);
      field = null;
    } else if (field) {
      if (command.name === 'A') field.fontHeight = numbers(command.params)[1];
      if (command.name === 'FB') field.blockWidth = numbers(command.params)[0];
      if (command.name === 'GB') {
        const [width, height] = numbers(command.params);
        field.box = { width: width!, height: height! };
      }
      if (command.name === 'BC') field.barcodeHeight = numbers(command.params)[1];
      if (command.name === 'FH') escaped = true;
      if (command.name === 'FD') field.data = escaped ? unescape(command.params) : command.params;
    }
  }
  expect(label, '^XA without ^XZ').toBeNull();
  return labels;
}

/** The text of a label's fields, top to bottom as placed, one entry a field. */
export const zplTexts = (label: ZplLabel) =>
  label.fields.flatMap((field) =>
    field.data !== undefined && !field.barcodeHeight ? [field.data] : [],
  );
