/**
 * The single-shipment form's rules (spec section 5) as zod schemas, loaded on their own when the
 * form first needs them (shipmentFormResolver in shipment-form.tsx).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { multiLineText } from '#domain/common/text.ts';
import { CustomsDeclarationSchema } from '#domain/customs/customs-declaration.ts';
import { checkOrderCustoms } from '#domain/customs/order-customs.ts';
import { PackageFieldSchemas, readPackageNumber } from '#domain/rates/package-fields.ts';
import type { CountryCode } from '#domain/common/postal-code-format.ts';
import { normalizeCountry } from '#domain/common/country.ts';
import { partyFieldSchemas } from '#domain/shipments/party-fields.ts';
import { MAX_REMARKS_LENGTH } from '#domain/shipments/remarks.ts';
import {
  declaresCustoms,
  greaterVancouverProblem,
  ShippingMessages,
  type ShipmentFormValues,
  type ShipmentVariant,
} from './shipment-form-values.ts';

/** The form names each field beside which its message shows, in the spec's words for an email. */
const PARTY_FIELDS = partyFieldSchemas({
  name: 'Full name',
  phone: 'Phone',
  streetAddress: 'Address',
  unitNumber: 'Apt/Unit',
  company: 'Company',
  email: 'Email',
  invalidEmail: 'Invalid email format',
});

/** Only a picked suggestion fills these (PICKED_FIELDS), so a blank one asks for a pick. */
const pickedField = z.string().min(1, ShippingMessages.selectFromSuggestions);

const partySchema = ({ emailRequired }: { emailRequired: boolean }) =>
  z.object({
    fullName: PARTY_FIELDS.name,
    phone: PARTY_FIELDS.phone,
    address: PARTY_FIELDS.streetAddress,
    apt: PARTY_FIELDS.unitNumber,
    email: emailRequired ? PARTY_FIELDS.email : PARTY_FIELDS.optionalEmail,
    company: PARTY_FIELDS.company,
    city: pickedField,
    province: pickedField,
    postalCode: pickedField,
    countryCode: pickedField,
  });

/** The form's own rules (spec section 5), with the Greater Vancouver rule on the next-day page. */
export function shipmentFormSchema(variant: ShipmentVariant) {
  return (
    z
      .object({
        sender: partySchema({ emailRequired: true }),
        receiver: partySchema({ emailRequired: false }),
        ...PackageFieldSchemas,
        remarks: multiLineText('Remarks').max(
          MAX_REMARKS_LENGTH,
          `Remarks must be at most ${MAX_REMARKS_LENGTH} characters.`,
        ),
        customs: z.unknown().optional(),
      })
      .superRefine((values, context) => {
        if (variant !== 'nextDay') return;
        for (const [party, label] of [
          ['sender', 'Sender'],
          ['receiver', 'Receiver'],
        ] as const) {
          const problem = greaterVancouverProblem(values[party].postalCode, label);
          if (problem)
            context.addIssue({ code: 'custom', path: [party, 'address'], message: problem });
        }
      })
      // Whatever else is still wrong: a customs field is checked as it is left, like any other.
      .superRefine((values, context) => checkFormCustoms(variant, values, context), {
        when: () => true,
      })
  );
}

/**
 * The declaration's own rules (CustomsDeclarationSchema), then the order's (checkOrderCustoms:
 * the items' weight against the parcel's, the sender's tax ID by country), for a parcel that
 * crosses the border, each message at the field it is about.
 */
function checkFormCustoms(
  variant: ShipmentVariant,
  values: Pick<ShipmentFormValues, 'sender' | 'receiver' | 'weightUnit'> & {
    weight: unknown;
    customs?: unknown;
  },
  context: z.RefinementCtx,
) {
  if (!declaresCustoms(variant, values)) return;
  const customs = CustomsDeclarationSchema.safeParse(values.customs ?? null);
  if (!customs.success) {
    for (const issue of customs.error.issues) {
      context.addIssue({
        code: 'custom',
        path: ['customs', ...issue.path],
        message: issue.message,
      });
    }
    return;
  }
  // Read as the package's rules read it, whether or not they passed.
  const weight =
    typeof values.weight === 'number' ? values.weight : readPackageNumber(String(values.weight));
  if (weight === null) return;
  checkOrderCustoms(
    {
      senderCountryCode: normalizeCountry(values.sender.countryCode) as CountryCode,
      recipientCountryCode: normalizeCountry(values.receiver.countryCode) as CountryCode,
      weight,
      weightUnit: values.weightUnit,
      customs: customs.data,
    },
    context,
  );
}

/**
 * The form's checks as react-hook-form runs them. Raw: the form keeps what was typed ("2.5", a
 * phone with its dashes) and toOrderCreatePayload reads it. The cast only narrows the schema's
 * input type, which is unknown for the package numbers because the domain reads them from text
 * or numbers alike.
 */
export function shipmentFormChecks(variant: ShipmentVariant): Resolver<ShipmentFormValues> {
  const resolver = zodResolver(shipmentFormSchema(variant), undefined, { raw: true });
  return resolver as unknown as Resolver<ShipmentFormValues>;
}
