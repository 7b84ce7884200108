import { Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock, IconMail, IconPhone } from '@tabler/icons-react';
import { ContactDetails } from '../../lib/contact-details.ts';
import { FeatureCard } from '../marketing/index.ts';

/** Phone, email and business hours, side by side on wide screens, right under the page's heading. */
export function ContactMethodCards() {
  const { phone, supportEmail, hours, timeZone } = ContactDetails;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <FeatureCard icon={IconPhone} title="Phone" headingOrder={2}>
        <Anchor href={phone.href} fw={700} fz="lg">
          {phone.display}
        </Anchor>
        <Text size="sm" c="gray.7">
          Quotes, shipments, pickups and tracking: talk to our Vancouver team.
        </Text>
      </FeatureCard>
      <FeatureCard icon={IconMail} title="Email" headingOrder={2}>
        <Anchor href={`mailto:${supportEmail}`} fw={700} fz="lg">
          {supportEmail}
        </Anchor>
        <Text size="sm" c="gray.7">
          Include your tracking number if you are writing about a shipment.
        </Text>
      </FeatureCard>
      <FeatureCard icon={IconClock} title="Business hours" headingOrder={2}>
        <Stack gap={4}>
          {hours.map(({ days, time }) => (
            <Group key={days} justify="space-between" gap="md">
              <Text size="sm" fw={600}>
                {days}
              </Text>
              <Text size="sm">{time}</Text>
            </Group>
          ))}
        </Stack>
        <Text size="sm" c="gray.7">
          Pacific time ({timeZone})
        </Text>
      </FeatureCard>
    </SimpleGrid>
  );
}
