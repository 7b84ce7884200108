import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/use-test-app.ts';
import { bulkShipper } from '../test-support/bulk.ts';

const testApp = useTestApp();

describe('bulk batches', () => {
  it('refuses a caller who is not signed in', async () => {
    const list = await testApp.app.inject({ method: 'GET', url: '/web/batch/list' });
    expect(list.statusCode).toBe(401);
    const create = await testApp.app.inject({ method: 'POST', url: '/web/batch/create/NOV-24' });
    expect(create.statusCode).toBe(401);
  });

  it('creates a batch (201) and lists the caller’s batches newest first', async () => {
    const shipper = await bulkShipper(testApp.app);
    const empty = await shipper.listBatches();
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const created = await shipper.createBatch('NOV-24');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ batchId: 'NOV-24', createdAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(created.json().createdAt))).toBe(false);
    await shipper.createBatch('NOV-25_b.2');

    const list = await shipper.listBatches();
    expect(list.json().map((batch: { batchId: string }) => batch.batchId)).toEqual([
      'NOV-25_b.2',
      'NOV-24',
    ]);
  });

  it('answers 409 naming the batch id when the caller already has it', async () => {
    const shipper = await bulkShipper(testApp.app);
    await shipper.createBatch('DUP');
    const again = await shipper.createBatch('DUP');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "You already have a batch named 'DUP'. Please choose another batch ID.",
    );
  });

  it('refuses a malformed batch id with the contract’s message', async () => {
    const shipper = await bulkShipper(testApp.app);
    const badCharacters = await shipper.createBatch('NOV 24!');
    expect(badCharacters.statusCode).toBe(400);
    expect(badCharacters.json().message).toBe(
      'A batch ID may contain only letters, digits, hyphens, underscores and periods, and starts with a letter or digit.',
    );
    const tooLong = await shipper.createBatch('A'.repeat(51));
    expect(tooLong.json().message).toBe('A batch ID is at most 50 characters.');
    const blank = await shipper.createBatch(' ');
    expect(blank.json().message).toBe('Please enter a batch ID.');
  });

  it('keeps batch ids per account: two accounts may both have one, and see only their own', async () => {
    const first = await bulkShipper(testApp.app);
    const second = await bulkShipper(testApp.app);
    expect((await first.createBatch('SHARED')).statusCode).toBe(201);
    expect((await second.createBatch('SHARED')).statusCode).toBe(201);
    await first.createBatch('ONLY-FIRST');
    const secondList = await second.listBatches();
    expect(secondList.json().map((batch: { batchId: string }) => batch.batchId)).toEqual([
      'SHARED',
    ]);
  });
});
