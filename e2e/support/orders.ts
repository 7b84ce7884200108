import { expect, test, type Page } from '@playwright/test';

/** Creates a Vancouver to Toronto order for the page's user through the API; answers its tracking number. */
export async function createOrderThroughApi(page: Page, recipientName: string): Promise<string> {
  const origin = String(test.info().project.use.baseURL);
  const response = await page.request.post('/web/order/create', {
    headers: { origin },
    data: {
      senderName: 'Maple Leaf Bakery',
      senderPhoneNumber: '6045550142',
      senderEmail: 'orders@mapleleafbakery.test',
      senderStreetAddress: '1055 W Georgia St',
      senderCity: 'Vancouver',
      senderProvince: 'BC',
      senderCountryCode: 'CA',
      senderPostalCode: 'V6E 3P3',
      recipientName,
      recipientPhoneNumber: '4165550199',
      recipientStreetAddress: '290 Bremner Blvd',
      recipientCity: 'Toronto',
      recipientProvince: 'ON',
      recipientCountryCode: 'CA',
      recipientPostalCode: 'M5V 3L9',
      weight: 2,
      weightUnit: 'KGS',
      length: 30,
      width: 20,
      height: 10,
      dimensionUnit: 'CM',
      serviceCode: 'CA_GROUND',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { trackingNumber: string } }).data.trackingNumber;
}
