import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { ErrorList } from './recipient-status.tsx';
import { ProceedConfirmModal } from './proceed-confirm-modal.tsx';
import { useRecipientChecks } from './use-recipient-checks.ts';
import { useStartProcessing } from './use-start-processing.ts';
import { WizardNav } from './wizard-nav.tsx';
import type { WizardAction, WizardState } from './wizard-state.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

type ValidationStepProps = { state: WizardState; dispatch: Dispatch<WizardAction> };

/**
 * Step 4, Validation Errors (spec section 2): the recipients that miss required fields or have
 * one order creation would refuse, each with every error, before any order exists.
 */
export function ValidationStep({ state, dispatch }: ValidationStepProps) {
  const processing = useStartProcessing(state, dispatch);
  const checks = useRecipientChecks();
  const problems = checks?.recipientProblems(state.recipients) ?? [];
  const backToRecipients = () => dispatch({ type: 'goTo', step: 'recipients' });
  const editRecipient = (id: string) => {
    dispatch({ type: 'openRecipientForm', target: { mode: 'edit', id } });
    backToRecipients();
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="validation-heading">
        <Stack gap="md">
          <Title order={2} size="h4" id="validation-heading">
            Validation Errors
          </Title>
          <Text>
            These recipients miss required fields or have fields an order would refuse. Fix them,
            then retry processing.
          </Text>
          {!checks && <Loader size="sm" aria-label="Checking the recipients" />}
          {checks && (
            <Stack
              component="ul"
              aria-label="Recipients to fix"
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {problems.map(({ recipient, label, missing, problems: refused }) => (
                <li key={recipient.id}>
                  <Alert
                    color="red"
                    variant="light"
                    icon={<IconAlertTriangle aria-hidden />}
                    title={label}
                  >
                    <Group justify="space-between" align="flex-start" gap="sm">
                      <Stack gap={4}>
                        {missing.length > 0 && <Text size="sm">Missing: {missing.join(', ')}</Text>}
                        <ErrorList messages={refused} />
                      </Stack>
                      <Button
                        size="compact-sm"
                        variant="white"
                        aria-label={`Edit Recipient ${label}`}
                        onClick={() => editRecipient(recipient.id)}
                      >
                        Edit Recipient
                      </Button>
                    </Group>
                  </Alert>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      </Paper>
      <WizardNav backDisabled error={processing.error}>
        <Button variant="default" onClick={backToRecipients}>
          Back to Recipients
        </Button>
        <Button
          onClick={processing.start}
          loading={processing.isPending}
          renderRoot={focusableWhileLoading}
        >
          Retry Processing
        </Button>
      </WizardNav>
      <ProceedConfirmModal
        count={processing.confirmCount}
        onConfirm={processing.confirm}
        onCancel={processing.cancelConfirm}
      />
    </Stack>
  );
}
