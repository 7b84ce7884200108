import { Button, Grid, List, Paper, Stack, Title } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { BulkWizardMessages as Messages } from '#domain/bulk/messages.ts';
import { isSenderComplete, type BulkSender } from '#domain/bulk/wizard-rules.ts';
import { PartyFields } from './party-fields.tsx';
import { WizardNav } from './wizard-nav.tsx';

type SenderStepProps = {
  sender: BulkSender;
  onChange: (sender: BulkSender) => void;
  onNext: () => void;
};

/** Step 1, Sender Information (spec section 2): the one sender of every shipment in the batch. */
export function SenderStep({ sender, onChange, onNext }: SenderStepProps) {
  const complete = isSenderComplete(sender);
  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="lg" p="lg" component="section" aria-label="Sender Information">
            <PartyFields
              title="Sender Information"
              values={sender}
              onChange={(patch) => onChange({ ...sender, ...patch })}
              nameRequired={false}
              emailRequired
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SenderTips />
        </Grid.Col>
      </Grid>
      <WizardNav backDisabled hint={complete ? null : Messages.senderIncomplete}>
        <Button onClick={onNext} disabled={!complete}>
          Next
        </Button>
      </WizardNav>
    </Stack>
  );
}

function SenderTips() {
  return (
    <Paper withBorder radius="lg" p="lg" bg="blue.0" component="aside" aria-label="Tips">
      <Stack gap="sm">
        <Title order={2} size="h5">
          <IconBulb size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Tips
        </Title>
        <List size="sm" spacing="xs">
          <List.Item>
            Make sure the sender details are accurate: they print on every label.
          </List.Item>
          <List.Item>You add several recipients in the next steps.</List.Item>
          <List.Item>All shipments in this batch use this sender.</List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
