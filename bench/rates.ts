/**
 * Load test of POST /web/rates: the real app on an in-memory database, listening on a
 * loopback port, driven by autocannon for a fixed time. Prints requests per second and
 * latency percentiles. Usage: npm run bench:rates [-- seconds connections]
 */
import autocannon from 'autocannon';
import { createTestApp } from '../server/test-support/test-app.ts';

const durationSeconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);

const testApp = await createTestApp();
const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });

// Vancouver to Toronto, a 2 kg box: the most common quote on the home page.
const quote = {
  weight: 2,
  weightUnit: 'KGS',
  originPostalCode: 'V6B 1A1',
  countryCode: 'CA',
  destinationPostalCode: 'M5V 2T6',
  length: 28,
  width: 15,
  height: 11,
  dimensionUnit: 'CM',
};

const result = await autocannon({
  url: `${address}/web/rates`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(quote),
  connections,
  duration: durationSeconds,
});

console.log(`POST /web/rates, ${connections} connections, ${durationSeconds} s`);
console.log(
  `requests/s   mean ${result.requests.average.toFixed(0)}, total ${result.requests.total}`,
);
console.log(
  `latency ms   p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`,
);
console.log(`non-2xx      ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);

await testApp.close();
if (result.non2xx > 0 || result.errors > 0) process.exit(1);
