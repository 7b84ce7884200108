import { describe, expect, it } from 'vitest';
import { describeFigures, KEYS, runClusterFault } from './cluster-fault.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

// Issue 36: money never moves without a label, even when an API node dies mid-request.
describe.skipIf(!serverUrl)('the cluster with an API node killed twice mid-run', () => {
  it('answers every key 201 in time; one order, paid with a label, and one charge per key; no claim left', async () => {
    const figures = await runClusterFault(serverUrl!);
    console.log(describeFigures(figures));

    // Compared whole, so that a failure shows every figure that is off at once. Each key the
    // client gave up on waited ANSWER_BOUND_MS: none left unanswered is every key answered in time.
    expect({
      keysSent: figures.keysSent,
      answered201: figures.answered201,
      otherAnswers: figures.otherAnswers,
      unanswered: figures.unanswered,
      distinctShipments: figures.distinctShipments,
      kills: figures.kills.length,
      orders: figures.orders,
      ordersPaidWithLabel: figures.ordersPaidWithLabel,
      charges: figures.charges,
      payments: figures.payments,
      unfinishedClaims: figures.unfinishedClaims,
    }).toEqual({
      keysSent: KEYS,
      answered201: KEYS,
      otherAnswers: {},
      unanswered: [],
      distinctShipments: KEYS,
      kills: 2,
      orders: KEYS,
      ordersPaidWithLabel: KEYS,
      charges: KEYS,
      payments: KEYS,
      unfinishedClaims: 0,
    });
  }, 420_000);
});
