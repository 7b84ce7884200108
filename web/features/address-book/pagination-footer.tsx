import { Group, NativeSelect, Text } from '@mantine/core';
import { useId } from 'react';
import { ADDRESS_BOOK_PAGE_SIZES, type Page } from './paginate.ts';
import { PageControls } from './page-controls.tsx';

type PaginationFooterProps = {
  page: Page<unknown>;
  total: number;
  pageSize: number;
  onPageSizeChange: (pageSize: number) => void;
  onPageChange: (page: number) => void;
};

/** Rows per page, which rows are shown out of how many, and the page controls. */
export function PaginationFooter({
  page,
  total,
  pageSize,
  onPageSizeChange,
  onPageChange,
}: PaginationFooterProps) {
  const pageSizeId = useId();
  return (
    <Group justify="space-between" gap="md">
      <Group gap="lg">
        <Group gap="xs">
          <Text component="label" htmlFor={pageSizeId} size="sm">
            Rows per page
          </Text>
          <NativeSelect
            id={pageSizeId}
            data={ADDRESS_BOOK_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
            w={76}
          />
        </Group>
        <Text size="sm" c="dimmed">
          {page.first}–{page.last} of {total}
        </Text>
      </Group>
      <PageControls page={page.page} pageCount={page.pageCount} onPageChange={onPageChange} />
    </Group>
  );
}
