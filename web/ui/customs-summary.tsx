import { List, Stack, Text } from '@mantine/core';
import type { CustomsDeclarationResponse } from '#domain/customs/customs-response.ts';
import { customsItemLine, customsSummary } from '#domain/customs/customs-summary.ts';

type CustomsSummaryProps = {
  customs: CustomsDeclarationResponse;
  /** Lists each declared item under the line, where there is room for the detail (history, tracking). */
  withItems?: boolean;
  size?: 'xs' | 'sm';
};

/** What was declared for a cross-border parcel: one line ("Customs: Merchandise, 3 items, …"), and its items if asked. */
export function CustomsSummary({ customs, withItems = false, size = 'sm' }: CustomsSummaryProps) {
  const line = <Text size={size}>{customsSummary(customs)}</Text>;
  if (!withItems) return line;
  return (
    <Stack gap={4}>
      {line}
      <List size={size} aria-label="Declared items" spacing={2}>
        {customs.items.map((item, index) => (
          <List.Item key={index}>{customsItemLine(item, customs.currency)}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
