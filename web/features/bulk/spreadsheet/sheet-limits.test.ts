import * as XLSX from '@e965/xlsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkImportMessages } from '#domain/bulk/import-messages.ts';
import { readRecipientSpreadsheet } from './index.ts';
import { READ_BUDGET_MS } from './read-recipient-spreadsheet.ts';
import { SHEET_LIMITS } from './sheet-limits.ts';
import { bombSheet, zip } from '../../../../e2e/support/zip-bomb.ts';

const read = (file: File) => readRecipientSpreadsheet(file, 'CA');
const xlsx = (bytes: Buffer) => new File([new Uint8Array(bytes)], 'recipients.xlsx');
const refusedAsTooLarge = { ok: false, message: BulkImportMessages.sheetTooLarge };

/** A workbook of `rows` rows (the header first) written by the spreadsheet library. */
function sheetOfRows(rows: number, bookType: 'xlsx' | 'biff8'): File {
  const table = [['RECIPIENT_NAME', 'RECIPIENT_PHONE_NUMBER']];
  for (let n = 1; n < rows; n++) table.push([`Recipient ${n}`, String(6045550000 + n)]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(table), 'Recipients');
  const bytes = XLSX.write(workbook, { type: 'array', bookType }) as ArrayBuffer;
  return new File([bytes], bookType === 'xlsx' ? 'rows.xlsx' : 'rows.xls');
}

describe('a file that could hurt the tab', () => {
  it('refuses a zip bomb by the sizes its directory declares', async () => {
    const bomb = xlsx(zip([{ name: 'xl/worksheets/sheet1.xml', content: bombSheet() }]));
    expect(bomb.size).toBeLessThan(SHEET_LIMITS.fileBytes);
    expect(await read(bomb)).toEqual(refusedAsTooLarge);
  });

  it('refuses a zip bomb whose directory lies about its size, while inflating it', async () => {
    const bomb = xlsx(
      zip([{ name: 'xl/worksheets/sheet1.xml', content: bombSheet(), declaredBytes: 20_000 }]),
    );
    expect(await read(bomb)).toEqual(refusedAsTooLarge);
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const file = new File([new Uint8Array(SHEET_LIMITS.fileBytes + 1)], 'big.xlsx');
    const arrayBuffer = vi.spyOn(file, 'arrayBuffer');
    expect(await read(file)).toEqual({ ok: false, message: BulkImportMessages.fileTooLarge });
    expect(arrayBuffer).not.toHaveBeenCalled();
  });

  it.each(['xlsx', 'biff8'] as const)('refuses a %s sheet of 10,001 rows', async (bookType) => {
    expect(await read(sheetOfRows(10_001, bookType))).toEqual(refusedAsTooLarge);
  });

  it('reads a sheet of 10,000 rows, refused then for its recipients past 100', async () => {
    expect(await read(sheetOfRows(10_000, 'xlsx'))).toEqual({
      ok: false,
      message: BulkImportMessages.tooManyRows,
    });
  });
});

describe('reading in a worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  /** A worker that answers with `answer`, or never when it is undefined. */
  function stubWorker(answer?: unknown) {
    const workers: { request?: unknown; terminated: boolean }[] = [];
    class FakeWorker {
      onmessage: ((event: { data: unknown }) => void) | null = null;
      state: { request?: unknown; terminated: boolean } = { terminated: false };
      constructor() {
        workers.push(this.state);
      }
      postMessage(request: unknown) {
        this.state.request = request;
        if (answer !== undefined) queueMicrotask(() => this.onmessage?.({ data: answer }));
      }
      terminate() {
        this.state.terminated = true;
      }
    }
    vi.stubGlobal('Worker', FakeWorker);
    return workers;
  }

  it('gives the parse message and ends the worker past its time budget', async () => {
    vi.useFakeTimers();
    const workers = stubWorker();
    const file = new File(['x'], 'slow.xlsx');
    const reading = readRecipientSpreadsheet(file, 'CA');
    await vi.advanceTimersByTimeAsync(READ_BUDGET_MS);
    expect(await reading).toEqual({ ok: false, message: BulkImportMessages.parseFailed });
    expect(workers).toEqual([{ request: { file, senderCountry: 'CA' }, terminated: true }]);
  });

  it("gives the worker's recipients ids of this page, and ends the worker", async () => {
    const recipient = { id: '1', fullName: 'Ava Singh' };
    const workers = stubWorker({ ok: true, recipients: [recipient, { ...recipient, id: '2' }] });
    let count = 0;
    const reading = await readRecipientSpreadsheet(new File(['x'], 'a.xlsx'), 'US', () =>
      String((count += 100)),
    );
    expect(reading).toEqual({
      ok: true,
      recipients: [
        { id: '100', fullName: 'Ava Singh' },
        { id: '200', fullName: 'Ava Singh' },
      ],
    });
    expect(workers[0]?.terminated).toBe(true);
  });
});
