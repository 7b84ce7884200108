import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { BulkRecipient } from '#domain/bulk/recipient.ts';
import { BulkWizardMessages as Messages, recipientLabel } from '#domain/bulk/wizard-rules.ts';
import { RecipientStatus } from './recipient-status.tsx';

type RecipientsTableProps = {
  recipients: BulkRecipient[];
  onEdit: (id: string) => void;
  onDelete: (id: string) => void;
  onApplySuggestion: (id: string) => void;
};

const addressOf = (recipient: BulkRecipient) =>
  [
    [recipient.apt, recipient.address].filter(Boolean).join('-'),
    recipient.city,
    `${recipient.province} ${recipient.postalCode}`.trim(),
    recipient.countryCode,
  ]
    .filter(Boolean)
    .join(', ');

/** The recipients so far (spec section 2): Name, Address, Contact, Status, Actions, with the count in the heading. */
export function RecipientsTable({
  recipients,
  onEdit,
  onDelete,
  onApplySuggestion,
}: RecipientsTableProps) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="recipients-heading">
      <Stack gap="md">
        <Title order={2} size="h4" id="recipients-heading">
          Recipients ({recipients.length})
        </Title>
        {recipients.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {Messages.noRecipients}
          </Text>
        ) : (
          // On a phone the table scrolls sideways inside its card rather than squeezing its columns.
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" aria-labelledby="recipients-heading">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Address</Table.Th>
                  <Table.Th>Contact</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {recipients.map((recipient, index) => {
                  const label = recipientLabel(recipient, index);
                  return (
                    <Table.Tr key={recipient.id}>
                      <Table.Td>
                        <Text fw={600} size="sm">
                          {label}
                        </Text>
                        {recipient.company && (
                          <Text size="xs" c="dimmed">
                            {recipient.company}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{addressOf(recipient)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{recipient.phone}</Text>
                        {recipient.email && (
                          <Text size="xs" c="dimmed">
                            {recipient.email}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <RecipientStatus
                          recipient={recipient}
                          onApplySuggestion={() => onApplySuggestion(recipient.id)}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="compact-sm"
                            variant="light"
                            aria-label={`Edit ${label}`}
                            onClick={() => onEdit(recipient.id)}
                          >
                            Edit
                          </Button>
                          <Button
                            size="compact-sm"
                            variant="light"
                            color="red"
                            aria-label={`Delete ${label}`}
                            onClick={() => onDelete(recipient.id)}
                          >
                            Delete
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
