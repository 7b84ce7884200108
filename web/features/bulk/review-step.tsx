import {
  Alert,
  Badge,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { memo, useCallback, useState, type Dispatch, type ReactNode } from 'react';
import { generatePath, useNavigate } from 'react-router';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import type { ProcessedOrder } from '#domain/bulk/schemas.ts';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import {
  formatEta,
  processedStatusLabel,
  recipientAddressLine,
  selectedRate,
  senderCountryOf,
  shippingRequestsOf,
  toBatchOrderEntry,
  totalCostCents,
  withServiceChosen,
} from '#domain/bulk/wizard-rules.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { formatCents, formatDollars } from '../../lib/format-money.ts';
import { DiscardBatchUnpaid } from '../order-history/index.ts';
import { bulkApi, isMalformedAnswer } from './bulk-api.ts';
import classes from './bulk.module.css';
import { RecipientFormModal } from './recipient-form-modal.tsx';
import { useIsWide } from './use-is-wide.ts';
import { WizardNav } from './wizard-nav.tsx';
import type { WizardAction, WizardState } from './wizard-state.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

type ReviewStepProps = { state: WizardState; dispatch: Dispatch<WizardAction> };

/**
 * Step 6, Review Shipments (spec section 2): each processed order with its service, the
 * summary, a failed row fixed and retried alone, and Finalize Shipment into checkout.
 */
export function ReviewStep({ state, dispatch }: ReviewStepProps) {
  const navigate = useNavigate();
  const [finalizeError, setFinalizeError] = useState<string | null>(null);
  const [fixingRow, setFixingRow] = useState<number | null>(null);
  const { orders } = state;
  // Stable, so that a row whose order did not change is not drawn again.
  const replaceOrder = useCallback(
    (order: ProcessedOrder) => dispatch({ type: 'replaceOrder', order }),
    [dispatch],
  );
  const fix = useCallback((order: ProcessedOrder) => setFixingRow(order.rowNumber), []);
  const recipientOfRow = (rowNumber: number) => state.recipients[rowNumber - 1];

  const retry = useMutation({
    mutationFn: ({ rowNumber, recipient }: { rowNumber: number; recipient: BulkRecipient }) =>
      bulkApi.retryRow(state.uploadId ?? '', rowNumber, toBatchOrderEntry(state.sender, recipient)),
    onSuccess: replaceOrder,
  });

  const finalize = useMutation({
    mutationFn: bulkApi.validate,
    onSuccess: (shippingBatchId) => {
      dispatch({ type: 'reset' });
      void navigate(generatePath(SiteRoutes.checkout, { shippingBatchId }));
    },
    onError: (error) =>
      setFinalizeError(
        isMalformedAnswer(error) ? Messages.validateFailed : Messages.finalizeFailed,
      ),
  });

  const onFinalize = () => {
    setFinalizeError(null);
    const shippingRequests = shippingRequestsOf(orders);
    if (shippingRequests.length === 0) return setFinalizeError(Messages.nothingToFinalize);
    finalize.mutate({ batchId: state.batchId ?? '', shippingRequests });
  };

  const fixing = fixingRow === null ? undefined : recipientOfRow(fixingRow);

  return (
    <Stack gap="lg">
      <ReviewSummary orders={orders} />
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="review-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="review-heading">
            Review Shipments
          </Title>
          {retry.error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {retry.error.message}
            </Alert>
          )}
          <ReviewOrders
            orders={orders}
            onServiceChanged={replaceOrder}
            canFix={(order) => recipientOfRow(order.rowNumber) !== undefined}
            retryingRow={retry.isPending ? retry.variables.rowNumber : null}
            onFix={fix}
          />
        </Stack>
      </Paper>
      <WizardNav backDisabled error={finalizeError}>
        <Button
          onClick={onFinalize}
          loading={finalize.isPending}
          renderRoot={focusableWhileLoading}
        >
          Finalize Shipment
        </Button>
      </WizardNav>
      <DiscardBatchUnpaid
        batchId={state.batchId ?? ''}
        onDiscarded={() => dispatch({ type: 'reset' })}
      />
      {fixingRow !== null && fixing && (
        <RecipientFormModal
          recipient={fixing}
          senderCountry={senderCountryOf(state.sender)}
          submitLabel="Retry Order"
          onClose={() => setFixingRow(null)}
          onSave={(recipient) => {
            dispatch({ type: 'saveRecipient', recipient });
            retry.mutate({ rowNumber: fixingRow, recipient });
            setFixingRow(null);
          }}
        />
      )}
    </Stack>
  );
}

/** Total Orders, Successful, Failed and Total Cost (the chosen prices of the SUCCESS orders). */
function ReviewSummary({ orders }: { orders: ProcessedOrder[] }) {
  const successful = orders.filter((order) => order.processingStatus === 'SUCCESS').length;
  const figures = [
    ['Total Orders', String(orders.length)],
    ['Successful', String(successful)],
    ['Failed', String(orders.length - successful)],
    ['Total Cost', formatCents(totalCostCents(orders))],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0} aria-label="Summary">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="lg" p="md">
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

type ReviewOrdersProps = {
  orders: ProcessedOrder[];
  onServiceChanged: (order: ProcessedOrder) => void;
  canFix: (order: ProcessedOrder) => boolean;
  retryingRow: number | null;
  onFix: (order: ProcessedOrder) => void;
};

const COLUMNS = ['Tracking Number', 'Recipient', 'Address', 'Service', 'Price', 'Status'] as const;
type Column = (typeof COLUMNS)[number];
/**
 * Room for a name or an address (which may break anywhere) to keep a few words a line; the
 * service select takes the width of its longest option (see ServiceSelect), so within a 1280 px
 * screen beside the menu it is the address that gives way, and the status and price columns at
 * the end stay in sight without scrolling.
 */
const COLUMN_MIN_WIDTHS: Partial<Record<Column, number>> = {
  Recipient: 110,
  Address: 110,
};

/**
 * The processed orders: a table on wide screens, a card each on phones. Each order is drawn by
 * a memoized row that gets only plain values and stable callbacks, so changing one order's
 * service draws that row again, not all of them.
 */
function ReviewOrders({ orders, canFix, retryingRow, ...actions }: ReviewOrdersProps) {
  const isWide = useIsWide();
  const Entry = isWide ? OrderRow : OrderCard;
  const entries = orders.map((order) => (
    <Entry
      key={order.rowNumber}
      order={order}
      canFix={canFix(order)}
      retrying={retryingRow === order.rowNumber}
      {...actions}
    />
  ));
  if (!isWide)
    return (
      <Stack component="ul" gap="sm" p={0} m={0} aria-label="Orders" style={{ listStyle: 'none' }}>
        {entries}
      </Stack>
    );
  return (
    // A narrow window may still scroll sideways: the region takes focus so the keyboard can scroll it.
    <Table.ScrollContainer
      minWidth={760}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Orders"
    >
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{entries}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type OrderEntryProps = {
  order: ProcessedOrder;
  canFix: boolean;
  retrying: boolean;
  onServiceChanged: (order: ProcessedOrder) => void;
  onFix: (order: ProcessedOrder) => void;
};

/** One order as a row of the wide screen's table. */
const OrderRow = memo(function OrderRow(props: OrderEntryProps) {
  const cells = reviewCells(props);
  return (
    <Table.Tr>
      {COLUMNS.map((column) => (
        <Table.Td key={column} miw={COLUMN_MIN_WIDTHS[column]}>
          {cells[column]}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

/** One order as a phone's card. */
const OrderCard = memo(function OrderCard(props: OrderEntryProps) {
  const cells = reviewCells(props);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text fw={600}>{cells.Recipient}</Text>
        <Text size="sm">{cells.Address}</Text>
        <Text size="sm">Tracking Number: {cells['Tracking Number']}</Text>
        {props.order.processingStatus === 'SUCCESS' && (
          <>
            {cells.Service}
            <Text size="sm">Price: {cells.Price}</Text>
          </>
        )}
        {cells.Status}
      </Stack>
    </Paper>
  );
});

/** What review shows of one order, by column (spec section 2, Review Shipments). */
function reviewCells({
  order,
  canFix,
  retrying,
  onServiceChanged,
  onFix,
}: OrderEntryProps): Record<Column, ReactNode> {
  const details = order.orderDetails;
  const rate = selectedRate(order.rates.rates);
  const isSuccess = order.processingStatus === 'SUCCESS';
  const recipient = details.recipientName || details.recipientCompany;
  const address = recipientAddressLine({
    street: details.recipientStreetAddress,
    unit: details.recipientUnitNumber,
    city: details.recipientCity,
    province: details.recipientProvince,
    postalCode: details.recipientPostalCode,
    countryCode: details.recipientCountryCode,
  });
  return {
    'Tracking Number': order.trackingNumber ?? 'N/A',
    Recipient: <span className={classes.wraps}>{recipient}</span>,
    Address: <span className={classes.wraps}>{address}</span>,
    Service:
      isSuccess && order.trackingNumber ? (
        <ServiceSelect
          order={order}
          trackingNumber={order.trackingNumber}
          label={`Service for ${recipient || `row ${order.rowNumber}`}`}
          onChanged={onServiceChanged}
        />
      ) : (
        '—'
      ),
    // A price is never broken over two lines.
    Price: (
      <span className={classes.whole}>
        {isSuccess && rate ? formatDollars(rate.finalDue) : '—'}
      </span>
    ),
    Status: (
      <Stack gap={4} align="flex-start">
        <Badge color={isSuccess ? 'green.9' : 'red.9'} tt="none" className={classes.whole}>
          {processedStatusLabel(order.processingStatus)}
        </Badge>
        {order.errorMessage && (
          <Text size="sm" className={classes.wraps}>
            {order.errorMessage}
          </Text>
        )}
        {!isSuccess && canFix && (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onFix(order)}
            loading={retrying}
            renderRoot={focusableWhileLoading}
          >
            Edit and Retry
          </Button>
        )}
      </Stack>
    ),
  };
}

type ServiceSelectProps = {
  order: ProcessedOrder;
  trackingNumber: string;
  label: string;
  onChanged: (order: ProcessedOrder) => void;
};

/**
 * The service of one order: name, eta or N/A, price with two decimals; the server prices the
 * choice. The browser's own select: a hundred of them draw in a few milliseconds, where a
 * searchable dropdown per row took seconds (issue 35).
 */
function ServiceSelect({ order, trackingNumber, label, onChanged }: ServiceSelectProps) {
  const rates = order.rates.rates;
  const change = useMutation({
    mutationFn: (serviceCode: string) => bulkApi.selectService(trackingNumber, serviceCode),
    // The chosen price shows at once from the rates review already holds; the server's answer
    // then replaces it, and a refusal puts the order back as it was.
    onMutate: (serviceCode) => {
      onChanged(withServiceChosen(order, serviceCode));
      return order;
    },
    onSuccess: onChanged,
    onError: (_error, _serviceCode, before) => before && onChanged(before),
  });
  if (rates.length === 0) return <Text size="sm">{Messages.noServices}</Text>;
  return (
    <NativeSelect
      // As wide as its longest option, never cutting off the chosen one's price (issue 35).
      classNames={{ root: classes.serviceSelect }}
      aria-label={label}
      data={rates.map((rate) => ({
        value: rate.serviceCode,
        label: `${rate.serviceName} · ${formatEta(rate.eta)} · ${formatDollars(rate.finalDue)}`,
      }))}
      value={selectedRate(rates)?.serviceCode}
      disabled={change.isPending}
      onChange={(event) => change.mutate(event.currentTarget.value)}
      error={change.error?.message}
    />
  );
}
