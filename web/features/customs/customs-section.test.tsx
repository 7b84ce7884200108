import { screen, within } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MAX_CUSTOMS_ITEMS } from '#domain/customs/customs-limits.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import {
  emptyCustoms,
  type CustomsFormValues,
  type CustomsHostValues,
} from './customs-form-values.ts';
import CustomsSection from './customs-section.tsx';

const VANCOUVER_TO_NEW_YORK: CustomsHostValues = {
  sender: { countryCode: 'CA', province: 'BC' },
  receiver: { countryCode: 'US', province: 'NY' },
  weight: '2',
  weightUnit: 'KGS',
};
const SEATTLE_TO_TORONTO: CustomsHostValues = {
  sender: { countryCode: 'US', province: 'WA' },
  receiver: { countryCode: 'CA', province: 'ON' },
  weight: '2',
  weightUnit: 'KGS',
};

/** The section in a form of its own that holds the fields it reads, as the shipment form does. */
function Host({ values }: { values: CustomsHostValues }) {
  const form = useForm<CustomsHostValues>({ defaultValues: values });
  const customs = useWatch({ control: form.control, name: 'customs' });
  return (
    <>
      <CustomsSection form={form} />
      <output data-testid="values">{JSON.stringify(customs)}</output>
    </>
  );
}

function renderSection(values: CustomsHostValues) {
  const rendered = renderWithProviders(<Host values={values} />);
  const section = within(screen.getByRole('region', { name: 'Customs declaration' }));
  const customs = () =>
    JSON.parse(screen.getByTestId('values').textContent || 'null') as CustomsFormValues | null;
  const item = (position: number) =>
    within(section.getByRole('group', { name: `Item ${position}` }));
  return { ...rendered, section, customs, item };
}

async function fillItem(
  { user, item }: Pick<ReturnType<typeof renderSection>, 'user' | 'item'>,
  position: number,
  values: { description: string; quantity: string; unitValue: string; unitWeight: string },
) {
  const fields = item(position);
  await user.type(fields.getByRole('textbox', { name: /Description/ }), values.description);
  await user.clear(fields.getByRole('textbox', { name: /Quantity/ }));
  await user.type(fields.getByRole('textbox', { name: /Quantity/ }), values.quantity);
  await user.type(fields.getByRole('textbox', { name: /Unit value/ }), values.unitValue);
  await user.type(fields.getByRole('textbox', { name: /Unit weight/ }), values.unitWeight);
}

describe('CustomsSection', () => {
  it("starts a declaration in the sender's currency: merchandise, returned, duties paid by the recipient", async () => {
    const { section, customs } = renderSection(VANCOUVER_TO_NEW_YORK);
    expect(await section.findByRole('group', { name: 'Item 1' })).toBeInTheDocument();
    expect(customs()).toMatchObject({
      contentsType: 'MERCHANDISE',
      currency: 'CAD',
      nonDelivery: 'RETURN',
      dutiesPaidBy: 'RECIPIENT',
      items: [{ description: '', quantity: '1' }],
      cusmaOriginating: false,
    });
    expect(section.getByRole('combobox', { name: 'Duties and taxes paid by' })).toHaveValue(
      'RECIPIENT',
    );
  });

  it('declares in US dollars from a US sender, each unit value labelled with the currency', async () => {
    const { item, customs } = renderSection(SEATTLE_TO_TORONTO);
    expect(await item(1).findByRole('textbox', { name: 'Unit value (USD)' })).toBeInTheDocument();
    expect(item(1).getByRole('textbox', { name: 'Unit weight (KGS)' })).toBeInTheDocument();
    expect(customs()?.currency).toBe('USD');
  });

  it('adds and removes items, and keeps at least one', async () => {
    const { user, section } = renderSection(VANCOUVER_TO_NEW_YORK);
    await section.findByRole('group', { name: 'Item 1' });
    expect(section.queryByRole('button', { name: 'Remove item 1' })).not.toBeInTheDocument();

    const add = section.getByRole('button', { name: 'Add an item' });
    await user.click(add);
    // The new row's first field takes the focus, so typing goes on there.
    const secondDescription = within(section.getByRole('group', { name: 'Item 2' })).getByRole(
      'textbox',
      { name: /Description/ },
    );
    expect(secondDescription).toHaveFocus();
    await user.keyboard('Wool mittens');
    await user.click(section.getByRole('button', { name: 'Remove item 1' }));
    expect(section.queryByRole('group', { name: 'Item 2' })).not.toBeInTheDocument();
    // The row that took the removed one's place has the focus, not the page.
    const firstDescription = within(section.getByRole('group', { name: 'Item 1' })).getByRole(
      'textbox',
      { name: /Description/ },
    );
    expect(firstDescription).toHaveValue('Wool mittens');
    expect(firstDescription).toHaveFocus();
  });

  it('holds at most 20 items', async () => {
    const customs = emptyCustoms('CA');
    const nineteen = { ...customs, items: Array.from({ length: 19 }, () => customs.items[0]!) };
    const { user, section } = renderSection({ ...VANCOUVER_TO_NEW_YORK, customs: nineteen });
    const add = section.getByRole('button', { name: 'Add an item' });
    expect(section.queryByText('A declaration holds at most 20 items.')).not.toBeInTheDocument();
    await user.click(add);
    expect(section.getAllByRole('group', { name: /^Item \d+$/ })).toHaveLength(MAX_CUSTOMS_ITEMS);
    expect(add).toBeDisabled();
    expect(section.getByText('A declaration holds at most 20 items.')).toBeInTheDocument();
  });

  it("keeps a running total of the items' value, and of their weight against the parcel's", async () => {
    const rendered = renderSection(VANCOUVER_TO_NEW_YORK);
    const { user, section } = rendered;
    await section.findByRole('group', { name: 'Item 1' });
    await fillItem(rendered, 1, {
      description: 'Cotton T-shirt',
      quantity: '2',
      unitValue: '25.50',
      unitWeight: '0.2',
    });
    await user.click(section.getByRole('button', { name: 'Add an item' }));
    await fillItem(rendered, 2, {
      description: 'Maple syrup',
      quantity: '1',
      unitValue: '18',
      unitWeight: '0.8',
    });
    const totals = section.getByRole('status');
    expect(totals).toHaveTextContent('Total value: CAD 69.00');
    expect(totals).toHaveTextContent("Items' weight: 1.2 KGS of the parcel's 2 KGS");

    await user.clear(rendered.item(2).getByRole('textbox', { name: /Unit weight/ }));
    await user.type(rendered.item(2).getByRole('textbox', { name: /Unit weight/ }), '1.7');
    expect(totals).toHaveTextContent(
      "Items' weight: 2.1 KGS of the parcel's 2 KGS: more than the parcel weighs",
    );
  });

  it('into the US: says duties and fees may apply to every parcel, and who pays them', async () => {
    const rendered = renderSection(VANCOUVER_TO_NEW_YORK);
    const { user, section } = rendered;
    await section.findByRole('group', { name: 'Item 1' });
    await fillItem(rendered, 1, {
      description: 'Cotton T-shirt',
      quantity: '1',
      unitValue: '5',
      unitWeight: '0.2',
    });
    const estimate = section.getByRole('complementary');
    expect(estimate).toHaveTextContent('What the recipient may owe the US');
    expect(estimate).toHaveTextContent(
      'US duties and fees may apply to every parcel: since August 29, 2025 the US admits no parcel free of duty',
    );
    expect(estimate).toHaveTextContent('The recipient pays them on delivery.');

    await user.selectOptions(
      section.getByRole('combobox', { name: 'Duties and taxes paid by' }),
      'SENDER',
    );
    expect(section.getByRole('complementary')).toHaveTextContent('What you may owe the US');
    expect(section.getByRole('complementary')).toHaveTextContent(
      'You pay them: delivered duty paid (DDP).',
    );
  });

  it("into Canada: estimates the recipient's province's HST on the declared value", async () => {
    const rendered = renderSection(SEATTLE_TO_TORONTO);
    const { user, section } = rendered;
    await section.findByRole('group', { name: 'Item 1' });
    await fillItem(rendered, 1, {
      description: 'Cotton T-shirt',
      quantity: '4',
      unitValue: '25',
      unitWeight: '0.2',
    });
    await user.selectOptions(
      rendered.item(1).getByRole('combobox', { name: /Country of origin/ }),
      'US',
    );
    await user.click(section.getByRole('checkbox', { name: /originate under CUSMA/ }));

    // USD 100 is CAD 136.98; 13 % of it is 17.81.
    const estimate = section.getByRole('complementary');
    expect(estimate).toHaveTextContent('What the recipient may owe Canada');
    expect(estimate).toHaveTextContent('HST at 13 % on CAD 136.98: about CAD 17.81.');
    expect(estimate).toHaveTextContent('No duty expected');
    expect(estimate).toHaveTextContent('1 USD = 1.3698 CAD (Bank of Canada');
    expect(estimate).toHaveTextContent('not a promise');
  });
});
