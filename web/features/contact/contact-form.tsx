import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMail, IconSend } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { ContactDetails } from '../../lib/contact-details.ts';
import { EmailField } from '../auth/index.ts';
import {
  CONTACT_FIELD_LIMITS,
  CONTACT_SUBJECTS,
  ContactFormMessages,
  ContactMessageSchema,
  EMPTY_CONTACT_MESSAGE,
  emailDraftHref,
  type ContactMessage,
} from './contact-message.ts';
import { focusableWhileLoading } from '../../ui/focusable-while-loading.tsx';
import { useLengthLimit } from '../../ui/length-limit.ts';

/** The pause of a simulated send (spec section 9, contact form simulated delay). */
export const SIMULATED_SEND_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The message form. It sends nothing (spec section 4, Contact form): after a short pause it
 * clears and thanks the visitor, and offers to send the message from their own email app.
 */
export function ContactForm() {
  const [sentMessage, setSentMessage] = useState<ContactMessage | null>(null);
  const form = useForm({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: EMPTY_CONTACT_MESSAGE,
  });
  const [name, message] = useWatch({ control: form.control, name: ['name', 'message'] });
  const nameLimit = useLengthLimit(name, CONTACT_FIELD_LIMITS.name);
  const messageLimit = useLengthLimit(message, CONTACT_FIELD_LIMITS.message);
  const { errors, isSubmitting } = form.formState;
  const isMissingFields = Object.values(errors).some(
    (error) => error?.message === ContactFormMessages.fillRequired,
  );

  const send = async (sent: ContactMessage) => {
    setSentMessage(null);
    await pause(SIMULATED_SEND_MS);
    setSentMessage(sent);
    form.reset();
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(send)}>
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Fields marked with an asterisk (*) are required.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            autoComplete="name"
            required
            {...nameLimit}
            {...form.register('name')}
            error={fieldError(errors.name)}
          />
          <EmailField
            form={form}
            required
            maxLength={CONTACT_FIELD_LIMITS.email}
            error={fieldError(errors.email)}
          />
          <TextInput
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_FIELD_LIMITS.phone}
            {...form.register('phone')}
            error={fieldError(errors.phone)}
          />
          <NativeSelect label="Subject" data={CONTACT_SUBJECTS} {...form.register('subject')} />
        </SimpleGrid>
        <Textarea
          label="Message"
          placeholder="How can we help? Include a tracking number if your question is about a shipment."
          rows={6}
          resize="vertical"
          required
          {...messageLimit}
          {...form.register('message')}
          error={fieldError(errors.message)}
        />
        {/* Beside the button, where the visitor is looking once they press it. */}
        {sentMessage && <ThankYou message={sentMessage} />}
        {isMissingFields && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {ContactFormMessages.fillRequired}
          </Alert>
        )}
        <Button
          type="submit"
          loading={isSubmitting}
          renderRoot={focusableWhileLoading}
          leftSection={<IconSend size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Send Message
        </Button>
      </Stack>
    </form>
  );
}

/** A missing field is said once, in the alert under the form; any other problem beside its field. */
function fieldError(error: FieldError | undefined): ReactNode {
  return error?.message === ContactFormMessages.fillRequired ? true : error?.message;
}

/** Thanks the visitor without promising a reply: the form reaches no one, so we say how to reach us. */
function ThankYou({ message }: { message: ContactMessage }) {
  const { phone } = ContactDetails;
  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck aria-hidden />}
      title={`Thank you, ${message.name}!`}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          This form does not deliver messages to our team yet, so please don&rsquo;t wait for a
          reply to it. Your message is ready to send from your own email app, or call us at{' '}
          <Anchor href={phone.href}>{phone.display}</Anchor> during business hours.
        </Text>
        <Button
          component="a"
          href={emailDraftHref(message)}
          size="xs"
          variant="white"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          Email this message
        </Button>
      </Stack>
    </Alert>
  );
}
