import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientTokenSchema, SavedCardsSchema } from '#domain/checkout/schemas.ts';
import { registerAccount, withSession } from '../test-support/auth.ts';
import { nonceFor, pay, tokenize } from '../test-support/checkout.ts';
import { shipper, type Cookies } from '../test-support/shipments.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function signedIn() {
  const account = await registerAccount(testApp.app);
  return shipper(testApp.app, withSession(account.token));
}

const get = (url: string, cookies: Cookies = {}) =>
  testApp.app.inject({ method: 'GET', url, cookies });
const savedCardsOf = (cookies: Cookies) => get('/web/payment/sandbox/savedCards', cookies);

describe('GET /web/payment/{provider}/clientToken', () => {
  it('answers a client token for the sandbox mode, to guests too', async () => {
    const response = await get('/web/payment/sandbox/clientToken?mode=sandbox');
    expect(response.statusCode, response.body).toBe(200);
    expect(ClientTokenSchema.parse(response.json()).clientToken).not.toBe('');
  });

  it('takes no other mode and no other provider', async () => {
    const live = await get('/web/payment/sandbox/clientToken?mode=live');
    expect(live.statusCode).toBe(400);
    expect(live.json().message).toBe('Payment mode must be sandbox.');
    const other = await get('/web/payment/acme/clientToken?mode=sandbox');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('No such payment provider.');
  });
});

describe('GET /web/payment/{provider}/savedCards', () => {
  it('answers no saved cards to a guest, and none of another provider', async () => {
    const guest = await savedCardsOf({});
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual([]);
    expect((await get('/web/payment/acme/savedCards')).statusCode).toBe(404);
  });

  it('keeps a saved card as a token for the user’s next checkout, and for nobody else', async () => {
    const user = await signedIn();
    const { batchId } = await user.newBatch();
    const first = await pay(testApp.app, user.cookies, batchId, {
      paymentNonce: await nonceFor(testApp.app, user.cookies),
      saveCard: true,
    });
    expect(first.statusCode, first.body).toBe(200);
    const saved = await savedCardsOf(user.cookies);
    const [card] = SavedCardsSchema.parse(saved.json());
    expect(card).toMatchObject({ brand: 'Visa', last4: '1111' });
    expect(saved.body).not.toContain('4111');

    const next = await user.newBatch();
    const savedNonce = await nonceFor(testApp.app, user.cookies, { savedCardToken: card!.token });
    expect(
      (await pay(testApp.app, user.cookies, next.batchId, { paymentNonce: savedNonce })).statusCode,
    ).toBe(200);

    const other = await signedIn();
    const stolen = await tokenize(testApp.app, other.cookies, { savedCardToken: card!.token });
    expect(stolen.statusCode).toBe(404);
  });

  it('keeps a card saved twice only once', async () => {
    const user = await signedIn();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { batchId } = await user.newBatch();
      const paid = await pay(testApp.app, user.cookies, batchId, {
        paymentNonce: await nonceFor(testApp.app, user.cookies),
        saveCard: true,
      });
      expect(paid.statusCode, paid.body).toBe(200);
    }
    const saved = await savedCardsOf(user.cookies);
    expect(saved.json()).toEqual([{ token: expect.any(String), brand: 'Visa', last4: '1111' }]);
  });
});
