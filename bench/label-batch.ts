/**
 * A whole batch's labels: GET /web/label/batch/{shippingBatchId}/pdf and /zpl for a paid batch
 * of 100 orders (every tenth to New York, with its customs page), through the real server on
 * the embedded PGlite (in memory): the owner check, the query of the batch's orders and the
 * rendering, as the success page's Print all labels asks them. Prints the median, fastest and
 * slowest wall-clock milliseconds of each, and the median CPU milliseconds (which waiting for a
 * core on a busy machine does not inflate), after a warm-up. Goal (issue 35): 100 labels under 1 s.
 * Usage: npm run bench:label-batch [-- rounds]
 */
import { cpus, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { TO_NEW_YORK_WITH_CUSTOMS } from '../domain/test-support/sample-customs.ts';
import { buildApp } from '../server/app.ts';
import { SESSION_COOKIE } from '../server/auth/sessions.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { users } from '../server/db/schema.ts';
import { createOutboxMailer } from '../server/providers/mail/outbox-mailer.ts';
import { median } from './median.ts';
import { sampleOrderAt } from './sample-orders.ts';

const ROUNDS = Number(process.argv[2] ?? 7);
const ORDERS = 100;
// The first renders load pdfkit, fonts and bwip-js; a server pays that once.
const WARM_UP_ROUNDS = 2;

/** Order number `index` of the batch: across Canada, and every tenth to New York with customs. */
const orderAt = (index: number) => ({
  ...sampleOrderAt(index),
  packageInstruction: 'Call Before Delivery',
  serviceCode: 'CA_GROUND',
  ...(index % 10 === 9 ? TO_NEW_YORK_WITH_CUSTOMS : {}),
});

const config = loadConfig({ ...process.env, WEB_DIST_DIR: '/nonexistent-web-build' });
const database = await openDatabase({});
const app = await buildApp({ config, database, mailer: createOutboxMailer(database.db) });
await app.ready();

/** Fails the bench with the answer when a setup call does not answer `status`. */
function expectStatus(
  response: { statusCode: number; body: string },
  status: number,
  what: string,
) {
  if (response.statusCode !== status)
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
}

const register = await app.inject({
  method: 'POST',
  url: '/web/auth/register',
  payload: { name: 'Bench User', email: 'bench@example.com', password: 'Granite-Harbour-42!' },
});
expectStatus(register, 201, 'register');
const cookies = {
  [SESSION_COOKIE]: register.cookies.find((cookie) => cookie.name === SESSION_COOKIE)!.value,
};
// Cookie-carrying writes must name our origin, as the web app's do.
const headers = { origin: config.publicUrl };
// Paid on the monthly invoice: no card to tokenize.
await database.db
  .update(users)
  .set({ billingType: 'MONTHLY_BILLING' })
  .where(eq(users.id, register.json<{ user: { userId: string } }>().user.userId));

const shippingRequests = [];
for (let index = 0; index < ORDERS; index += 1) {
  const order = orderAt(index);
  const created = await app.inject({
    method: 'POST',
    url: '/web/order/create',
    payload: order,
    cookies,
    headers,
  });
  expectStatus(created, 201, `order ${index + 1}`);
  const { trackingNumber } = created.json<{ data: { trackingNumber: string } }>().data;
  shippingRequests.push({ trackingNumber, serviceCode: order.serviceCode });
}
const validated = await app.inject({
  method: 'POST',
  url: '/web/ship/validate',
  payload: { batchId: null, shippingRequests },
  cookies,
  headers,
});
expectStatus(validated, 200, 'validate');
const { shippingBatchId } = validated.json<{ shippingBatchId: string }>();
const paid = await app.inject({
  method: 'POST',
  url: `/web/ship/payment/${shippingBatchId}`,
  headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ paymentNonce: '', saveCard: 'false', mode: 'sandbox' }).toString(),
  cookies,
});
expectStatus(paid, 200, 'payment');

console.log(
  `${ORDERS} labels (${ORDERS / 10} with a customs page), ${ROUNDS} rounds after ${WARM_UP_ROUNDS} warm-up; ` +
    `${cpus().length} cores (${cpus()[0]?.model.trim()}), load ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
);
for (const format of ['pdf', 'zpl']) {
  const url = `/web/label/batch/${shippingBatchId}/${format}`;
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let bytes = 0;
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const response = await app.inject({ method: 'GET', url, cookies });
    const cpu = process.cpuUsage(cpuStart);
    const elapsed = performance.now() - start;
    expectStatus(response, 200, url);
    bytes = response.rawPayload.length;
    if (round >= WARM_UP_ROUNDS) {
      times.push(elapsed);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
  }
  console.log(
    `GET /web/label/batch/{id}/${format}: median ${median(times).toFixed(0)} ms ` +
      `(fastest ${Math.min(...times).toFixed(0)}, slowest ${Math.max(...times).toFixed(0)}), ` +
      `median ${median(cpuTimes).toFixed(0)} ms CPU; ` +
      `${(bytes / 1024).toFixed(0)} KiB`,
  );
}
await app.close();
await database.close();
