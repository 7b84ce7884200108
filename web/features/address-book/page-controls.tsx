import { ActionIcon, Group, NumberInput, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';

type PageControlsProps = {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
};

/** Previous and next buttons around a page number the user can type to jump to a page. */
export function PageControls({ page, pageCount, onPageChange }: PageControlsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Previous page"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIcon>
      {/* Remounted on every page change, so the draft starts from the page shown. */}
      <PageNumberInput key={page} page={page} pageCount={pageCount} onPageChange={onPageChange} />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        of {pageCount}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label="Next page"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The typed page is a draft until Enter or leaving the field, so '12' does not visit page 1 on the way. */
function PageNumberInput({ page, pageCount, onPageChange }: PageControlsProps) {
  const [draft, setDraft] = useState<string | number>(page);
  const commit = () => {
    const typed = Number(draft);
    if (draft === '' || !Number.isInteger(typed)) return setDraft(page);
    const target = Math.min(Math.max(typed, 1), pageCount);
    setDraft(target);
    if (target !== page) onPageChange(target);
  };

  return (
    <NumberInput
      aria-label="Page number"
      value={draft}
      onChange={setDraft}
      onBlur={commit}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') commit();
      }}
      min={1}
      max={pageCount}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="strict"
      hideControls
      w={60}
      styles={{ input: { textAlign: 'center' } }}
    />
  );
}
