import { Alert, Button, Group, Radio, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { BillingTypeSchema, type BillingType } from '#domain/auth/schemas.ts';
import { BILLING_TYPE_LABELS } from '#domain/ops/messages.ts';
import { FormAlert } from '../auth/index.ts';
import { opsApi } from './ops-api.ts';
import { OpsPanel } from './ops-panel.tsx';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';

/** Switches an account between paying per order and a monthly invoice. */
export function BillingPanel() {
  const [email, setEmail] = useState('');
  const [billingType, setBillingType] = useState<BillingType>('MONTHLY_BILLING');
  const save = useMutation({ mutationFn: opsApi.switchBilling });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ email, billingType });
  };

  return (
    <OpsPanel titleId="billing-title" title="Account billing" onSubmit={submit}>
      <TextInput
        label="Account email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          save.reset();
        }}
      />
      <Radio.Group
        label="Billing"
        value={billingType}
        onChange={(value) => setBillingType(BillingTypeSchema.parse(value))}
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
