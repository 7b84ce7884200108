import {
  Alert,
  Button,
  Chip,
  Grid,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { memo, Suspense, useState } from 'react';
import { useForm, useFormState, useWatch, type FieldPath, type Resolver } from 'react-hook-form';
import type { FieldProblem } from '#domain/common/error.ts';
import type { DutiesPayer } from '#domain/customs/customs-declaration.ts';
import { generatePath, useNavigate } from 'react-router';
import type { Rate } from '#domain/rates/schemas.ts';
import { DIMENSION_UNITS, WEIGHT_UNITS } from '#domain/rates/units.ts';
import { MAX_REMARKS_LENGTH } from '#domain/shipments/remarks.ts';
import type { OrderCreateInput } from '#domain/shipments/schemas.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import type { QuotedShipment } from '#domain/site/shipping-link.ts';
import { CONNECTION_FAILED_MESSAGE } from '../../lib/api-client.ts';
import { formatDollars } from '../../lib/format-money.ts';
import { BillingRulesLink, RateCards, rateErrorMessage } from '../rates/index.ts';
import { CustomsSection, type CustomsFormApi } from '../customs/index.ts';

import { PartySection, type ShipmentFormApi } from './party-section.tsx';
import { hasQuotedRoute, QuoteSummary } from './quote-summary.tsx';
import {
  declaresCustoms,
  formValuesForQuote,
  greaterVancouverProblem,
  hasRemark,
  rateRequestOf,
  ratesOfferedOn,
  REMARK_OPTIONS,
  ShippingMessages,
  toggleRemark,
  toOrderCreatePayload,
  type ShipmentFormValues,
  type ShipmentVariant,
} from './shipment-form-values.ts';
import { useShipmentRates } from './use-shipment-rates.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

// The form's checks and Next's two calls come with zod schemas, whose building was a good part
// of the work a visitor waited through before the page answered: they load on their own, when
// the visitor first enters the form.
const loadChecks = () => import('./shipment-form-schema.ts');
const loadSubmission = () => import('./shipping-api.ts');

function loadFormCode() {
  // Ahead of need only: where the code is used, a failed load is tried again and told.
  loadChecks().catch(() => undefined);
  loadSubmission().catch(() => undefined);
}

/**
 * The form's checks (shipment-form-schema.ts) as react-hook-form runs them, once loaded. Should
 * they fail to load (the connection dropped since the page came), the form goes on unchecked,
 * the order API checking the same rules on Next, and the next check tries to load them again.
 */
function shipmentFormResolver(variant: ShipmentVariant): Resolver<ShipmentFormValues> {
  let checks: Promise<Resolver<ShipmentFormValues>> | undefined;
  return async (values, context, options) => {
    checks ??= loadChecks().then((module) => module.shipmentFormChecks(variant));
    let check: Resolver<ShipmentFormValues>;
    try {
      check = await checks;
    } catch {
      checks = undefined;
      return { values, errors: {} };
    }
    return check(values, context, options);
  };
}

const NO_QUOTE: QuotedShipment = {};

type ShipmentFormProps = {
  variant: ShipmentVariant;
  /** A quote carried from the home page: its parcel, postal codes and service start the form. */
  quote?: QuotedShipment;
  /** Values to start from (a test, or a later "ship again"); the quote's parcel by default. */
  defaultValues?: ShipmentFormValues;
};

/**
 * The single-shipment form both shipping pages share (spec sections 2 to 5): sender, receiver,
 * package, rates, remarks and the order summary whose Next creates the order and opens checkout.
 */
export function ShipmentForm({
  variant,
  quote = NO_QUOTE,
  defaultValues = formValuesForQuote(quote),
}: ShipmentFormProps) {
  const [resolver] = useState(() => shipmentFormResolver(variant));
  const form = useForm<ShipmentFormValues>({
    resolver,
    // Each field is checked as it is left, then as it changes, and all of them again on Next.
    mode: 'onTouched',
    defaultValues,
  });
  return <ShipmentFormBody form={form} variant={variant} quote={quote} />;
}

type ShipmentFormBodyProps = {
  form: ShipmentFormApi;
  variant: ShipmentVariant;
  quote: QuotedShipment;
};

/**
 * The form itself. Memoized: useForm renders the component that holds it again as soon as it
 * mounts (its ready state, set in a layout effect, so at once, while the page loads); that
 * render stops at ShipmentForm. The form object stays the same from one render to the next.
 */
const ShipmentFormBody = memo(function ShipmentFormBody({
  form,
  variant,
  quote,
}: ShipmentFormBodyProps) {
  const navigate = useNavigate();
  const values = useWatch({ control: form.control }) as ShipmentFormValues;
  const rates = useShipmentRates(rateRequestOf(values));
  const shownRates =
    rates.isActive && !rates.isSettling ? ratesOfferedOn(variant, rates.query.data ?? []) : [];
  // The quoted service stays chosen for as long as the rates on screen offer it.
  const [chosenCode, setChosenCode] = useState(quote.serviceCode);
  // A choice counts only while the rates on screen still offer it.
  const chosenRate = shownRates.find((rate) => rate.serviceCode === chosenCode);

  const submit = useMutation({
    mutationFn: async (order: OrderCreateInput) => {
      const { submitShipment } = await loadSubmission().catch(() => {
        // What Next says when the order call itself cannot reach us (shipping-api.ts).
        throw new Error(ShippingMessages.createError(CONNECTION_FAILED_MESSAGE));
      });
      return submitShipment(order);
    },
    onSuccess: (shippingBatchId) =>
      navigate(generatePath(SiteRoutes.checkout, { shippingBatchId })),
    onError: (error) => {
      // What only the server can judge (an HS code that is no subheading) is told at its field,
      // or atop the customs section when it is about the declaration as a whole.
      // (A ShipmentSubmitError: shipping-api.ts loads with Next, so it is read by its shape.)
      const problem = (error as { problem?: FieldProblem }).problem;
      if (problem && /^customs(\.|$)/.test(problem.field))
        form.setError(
          problem.field as FieldPath<ShipmentFormValues>,
          { type: 'server', message: problem.message },
          { shouldFocus: true },
        );
    },
  });
  const crossesBorder = declaresCustoms(variant, values);

  const vancouverProblems =
    variant === 'nextDay'
      ? [
          greaterVancouverProblem(values.sender.postalCode, 'Sender'),
          greaterVancouverProblem(values.receiver.postalCode, 'Receiver'),
        ].filter((problem): problem is string => problem !== null)
      : [];

  const onNext = form.handleSubmit((valid) => {
    if (!chosenRate) return;
    submit.mutate(toOrderCreatePayload(valid, chosenRate.serviceCode));
  });

  return (
    <form noValidate onSubmit={onNext} onFocus={loadFormCode}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {hasQuotedRoute(quote) && <QuoteSummary quote={quote} />}
            <PartySection
              form={form}
              party="sender"
              title="Sender"
              quotedPostalCode={quote.originPostalCode}
            />
            <PartySection
              form={form}
              party="receiver"
              title="Receiver"
              quotedPostalCode={quote.destinationPostalCode}
            />
            <PackageSection form={form} />
            {crossesBorder && (
              <Suspense fallback={<CustomsLoading />}>
                {/* The section knows the form by the fields it uses (CustomsHostValues). */}
                <CustomsSection form={form as unknown as CustomsFormApi} />
              </Suspense>
            )}
            <Paper withBorder radius="lg" p="lg" component="section" aria-label="Shipping options">
              <Stack gap="md">
                <Title order={2} size="h4">
                  Shipping options
                </Title>
                <RatesArea
                  isActive={rates.isActive}
                  isLoading={rates.isSettling || rates.query.isFetching}
                  error={rates.query.error}
                  rates={shownRates}
                  selected={chosenRate?.serviceCode}
                  onSelect={setChosenCode}
                  dutiesPaidBy={
                    crossesBorder ? (values.customs?.dutiesPaidBy ?? 'RECIPIENT') : undefined
                  }
                />
              </Stack>
            </Paper>
            <RemarksSection form={form} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OrderSummary
            rate={chosenRate}
            problems={vancouverProblems}
            isSubmitting={submit.isPending}
            submitError={submit.error?.message}
            onDismissError={submit.reset}
          />
        </Grid.Col>
      </Grid>
    </form>
  );
});

// The package and remarks sections are memoized, as the parties are (party-section.tsx): each
// follows the form through hooks of its own, so the form's renders at each key skip them.

const PACKAGE_FIELDS = ['weight', 'length', 'width', 'height'] as const;

const PackageSection = memo(function PackageSection({ form }: { form: ShipmentFormApi }) {
  const { errors } = useFormState({ control: form.control, name: PACKAGE_FIELDS });
  const number = (name: (typeof PACKAGE_FIELDS)[number], label: string) => (
    <TextInput
      label={label}
      required
      inputMode="decimal"
      {...form.register(name)}
      error={errors[name]?.message}
    />
  );
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Package details">
      <Stack gap="md">
        <Title order={2} size="h4">
          Package details
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {number('weight', 'Weight')}
          <UnitSelect form={form} name="weightUnit" label="Weight unit" data={WEIGHT_UNITS} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {number('length', 'Length')}
          {number('width', 'Width')}
          {number('height', 'Height')}
          <UnitSelect
            form={form}
            name="dimensionUnit"
            label="Dimension unit"
            data={DIMENSION_UNITS}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
});

type UnitSelectProps = {
  form: ShipmentFormApi;
  name: 'weightUnit' | 'dimensionUnit';
  label: string;
  data: readonly string[];
};

// The browser's own list: two units need no drawn dropdown, and a phone shows its own picker.
function UnitSelect({ form, name, label, data }: UnitSelectProps) {
  return <NativeSelect label={label} data={[...data]} {...form.register(name)} />;
}

type RatesAreaProps = {
  isActive: boolean;
  isLoading: boolean;
  error: Error | null;
  rates: Rate[];
  selected: string | undefined;
  onSelect: (serviceCode: string) => void;
  /** For a parcel across the border: who pays its duties and taxes. */
  dutiesPaidBy: DutiesPayer | undefined;
};

function RatesArea({
  isActive,
  isLoading,
  error,
  rates,
  selected,
  onSelect,
  dutiesPaidBy,
}: RatesAreaProps) {
  if (!isActive)
    return (
      <Text c="dimmed" size="sm">
        Fill in both addresses, the weight and the three dimensions to see the shipping options.
      </Text>
    );
  if (isLoading)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Finding shipping rates…</Text>
      </Group>
    );
  if (error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {rateErrorMessage(error)}
      </Alert>
    );
  if (rates.length === 0) return <Text>{ShippingMessages.noRates}</Text>;
  return (
    <RateCards
      rates={rates}
      onSelect={onSelect}
      selectedServiceCode={selected}
      label="Choose a service"
      dutiesPaidBy={dutiesPaidBy}
    />
  );
}

/** While the customs section's code arrives: its place, named, so the page does not jump. */
function CustomsLoading() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Customs declaration">
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">Loading the customs declaration…</Text>
      </Group>
    </Paper>
  );
}

const RemarksSection = memo(function RemarksSection({ form }: { form: ShipmentFormApi }) {
  const remarks = useWatch({ control: form.control, name: 'remarks' });
  const { errors } = useFormState({ control: form.control, name: 'remarks' });
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-label="Remarks">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Remarks
        </Title>
        <Textarea
          label="Remarks"
          rows={3}
          maxLength={MAX_REMARKS_LENGTH}
          {...form.register('remarks')}
          error={errors.remarks?.message}
        />
        <Group gap="xs" role="group" aria-label="Quick remarks">
          {REMARK_OPTIONS.map((option) => (
            // A checkbox: chosen while the remarks hold the option, and pressed again to take it out.
            <Chip
              key={option}
              checked={hasRemark(remarks, option)}
              variant="outline"
              size="xs"
              onChange={() =>
                form.setValue('remarks', toggleRemark(remarks, option), { shouldDirty: true })
              }
            >
              {option}
            </Chip>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
});

type OrderSummaryProps = {
  rate: Rate | undefined;
  problems: string[];
  isSubmitting: boolean;
  submitError: string | undefined;
  onDismissError: () => void;
};

function OrderSummary({
  rate,
  problems,
  isSubmitting,
  submitError,
  onDismissError,
}: OrderSummaryProps) {
  const blocked = problems.length > 0;
  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-label="Order summary"
      pos="sticky"
      top={80}
    >
      <Stack gap="md">
        <Title order={2} size="h4">
          Order summary
        </Title>
        <Group justify="space-between">
          <Text c="dimmed">Service</Text>
          <Text fw={600}>{rate?.serviceName ?? 'Not selected'}</Text>
        </Group>
        <Group justify="space-between">
          <Text c="dimmed">Price</Text>
          <Text fw={600}>{rate ? formatDollars(rate.finalDue) : '—'}</Text>
        </Group>
        {problems.map((problem) => (
          <Alert key={problem} color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {problem}
          </Alert>
        ))}
        {!rate && !blocked && (
          <Text size="sm" c="dimmed">
            {ShippingMessages.chooseService}
          </Text>
        )}
        {submitError && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={onDismissError}
          >
            {submitError}
          </Alert>
        )}
        <Button
          type="submit"
          fullWidth
          disabled={!rate || blocked || isSubmitting}
          loading={isSubmitting}
          renderRoot={focusableWhileLoading}
        >
          Next
        </Button>
        <Group justify="center">
          <BillingRulesLink />
        </Group>
      </Stack>
    </Paper>
  );
}
