import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Pagination,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconHistory, IconPackage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isShippingBatchId, MAX_EXPORT_ROWS } from '#domain/shipments/order-list.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { TrackingMessages } from '#domain/tracking/messages.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { EmptyCard } from '../../ui/empty-card.tsx';
import { PrintBatchLabels, usePrintLabel } from '../labels/index.ts';
import { HistoryFiltersForm } from './history-filters.tsx';
import { HistoryList } from './history-list.tsx';
import {
  areListable,
  hasFilters,
  listFilterOf,
  NO_FILTERS,
  readHistorySearch,
  writeHistorySearch,
  type HistoryFilters,
} from './history-search.ts';
import { exportCsvPath, orderListQuery } from './order-history-api.ts';
import classes from './order-history-page.module.css';

/**
 * Order History (spec section 2): the filters, kept in the address so a reload or a shared
 * link keeps them; the orders with their tracking detail and Print Label; numbered pages of
 * 10; the CSV export. ?id={trackingNumber} shows that one order with its detail open.
 */
export function OrderHistoryPage() {
  const [searchParams] = useSearchParams();
  // A new ?id= starts afresh, with that order's detail open.
  return <OrderHistory key={searchParams.get('id') ?? ''} />;
}

function OrderHistory() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = readHistorySearch(searchParams);
  const listFilter = listFilterOf(search);
  // Filters the list cannot take (an address edited by hand) are shown, and said wrong, beside
  // their field rather than asked for.
  const filtersListable = Boolean(search.id) || areListable(search.filters);
  const orders = useQuery({
    ...orderListQuery(listFilter, search.page),
    enabled: filtersListable,
  });
  const label = usePrintLabel();
  // The ?id= order opens with its detail shown; the user may close it or open another.
  const [expanded, setExpanded] = useState<string | null>(search.id || null);

  const apply = (filters: HistoryFilters, page = 1) => {
    setExpanded(null);
    setSearchParams(writeHistorySearch(filters, page));
  };

  return (
    <Container size="xl" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>Order History</Title>
            <Text c="dimmed">Your shipments, newest first. Open one to follow it.</Text>
          </Stack>
          <Stack gap={2} className={classes.exportAction}>
            <Button
              component="a"
              href={exportCsvPath(listFilter)}
              download
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Export CSV
            </Button>
            <Text size="xs" c="dimmed">
              The filtered list, up to {MAX_EXPORT_ROWS.toLocaleString('en-CA')} orders
            </Text>
          </Stack>
        </Group>

        {search.id ? (
          <Alert color="blue" variant="light" title={`Order ${search.id}`}>
            <Anchor component={Link} to={SiteRoutes.orderHistory}>
              Show all orders
            </Anchor>
          </Alert>
        ) : (
          <HistoryFiltersForm
            key={searchParams.toString()}
            applied={search.filters}
            onApply={(filters) => apply(filters)}
          />
        )}

        {!search.id && isShippingBatchId(search.filters.batchId) && (
          <PrintBatchLabels shippingBatchId={search.filters.batchId} />
        )}
        {label.problem && (
          <Alert
            color="red"
            role="alert"
            withCloseButton
            onClose={label.dismissProblem}
            closeButtonLabel="Dismiss"
          >
            {label.problem}
          </Alert>
        )}

        {!filtersListable ? (
          <Text c="dimmed">Correct the filters above to see your orders.</Text>
        ) : orders.isPending ? (
          <CenteredLoader label="Loading your orders…" />
        ) : orders.isError ? (
          <Alert color="red" role="alert" title={TrackingMessages.ordersFailed}>
            <Stack gap="sm" align="flex-start">
              {orders.error instanceof ApiRequestError && orders.error.status === 400 && (
                <Text size="sm">{orders.error.message}</Text>
              )}
              <Button size="xs" variant="light" color="red" onClick={() => void orders.refetch()}>
                Retry
              </Button>
            </Stack>
          </Alert>
        ) : orders.data.items.length === 0 ? (
          <NoOrders
            filtered={hasFilters(search.filters) || Boolean(search.id)}
            onClear={() => apply(NO_FILTERS)}
          />
        ) : (
          <Stack gap="md" aria-busy={orders.isPlaceholderData}>
            <HistoryList
              orders={orders.data.items}
              expanded={expanded}
              onToggle={(trackingNumber) =>
                setExpanded((current) => (current === trackingNumber ? null : trackingNumber))
              }
              onPrintLabel={label.print}
              printing={label.printing}
            />
            {orders.data.totalPages > 1 && (
              <Group justify="space-between" gap="sm">
                <Text size="sm" c="dimmed">
                  {orders.data.totalItems.toLocaleString('en-CA')} orders
                </Text>
                <Pagination
                  total={orders.data.totalPages}
                  value={search.page}
                  onChange={(page) => apply(search.filters, page)}
                  siblings={1}
                  aria-label="Order pages"
                  getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                  getControlProps={(control) => ({
                    'aria-label': `${control[0]!.toUpperCase()}${control.slice(1)} page`,
                  })}
                />
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function NoOrders({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <EmptyCard
      icon={
        filtered ? <IconHistory size={32} aria-hidden /> : <IconPackage size={32} aria-hidden />
      }
      title={TrackingMessages.noOrders}
      description={
        filtered
          ? 'No order matches these filters.'
          : 'Your shipments appear here once you create one.'
      }
      actions={
        filtered ? (
          <Button variant="default" onClick={onClear}>
            Clear filters
          </Button>
        ) : (
          <Button component={Link} to={SiteRoutes.shipping}>
            Create a shipment
          </Button>
        )
      }
    />
  );
}
