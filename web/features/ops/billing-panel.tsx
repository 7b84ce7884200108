import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { BillingTypeSchema, type BillingType } from '#domain/auth/schemas.ts';
import { BILLING_TYPE_LABELS } from '#domain/ops/messages.ts';
import { BillingSwitchRequestSchema } from '#domain/ops/schemas.ts';
import { FormAlert } from '../auth/index.ts';
import { opsApi } from './ops-api.ts';
import { OpsPanel } from './ops-panel.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/** Switches an account between paying per order and a monthly invoice. */
export function BillingPanel() {
  const form = useForm({
    resolver: zodResolver(BillingSwitchRequestSchema),
    defaultValues: { email: '', billingType: 'MONTHLY_BILLING' as BillingType },
  });
  const email = useWatch({ control: form.control, name: 'email' });
  const { field: billingType } = useController({ control: form.control, name: 'billingType' });
  const save = useMutation({ mutationFn: opsApi.switchBilling });
  const submit = form.handleSubmit((request) => save.mutate(request));

  return (
    <OpsPanel titleId="billing-title" title="Account billing" onSubmit={submit}>
      <TextInput
        label="Account email"
        type="email"
        autoComplete="off"
        {...form.register('email', { onChange: () => save.reset() })}
        error={form.formState.errors.email?.message}
      />
      <Radio.Group
        label="Billing"
        {...billingType}
      >
        <Group gap="lg" mt={6}>
          {BillingTypeSchema.options.map((type) => (
            <Radio key={type} value={type} label={BILLING_TYPE_LABELS[type]} />
          ))}
        </Group>
      </Radio.Group>
      <FormAlert message={save.error?.message} />
      {save.data && (
        <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} role="status">
          {save.data.message}
        </Alert>
      )}
      <Group>
        <Button
          type="submit"
          loading={save.isPending}
          renderRoot={focusableWhileLoading}
          disabled={!email.trim()}
        >
          Save billing
        </Button>
      </Group>
    </OpsPanel>
  );
}
