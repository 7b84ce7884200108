import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FeatureCardProps = {
  icon: Icon;
  title: string;
  children: ReactNode;
  /** The title's heading level: 3 under a section's heading, 2 for cards right under the page's. */
  headingOrder?: 2 | 3;
};

/** A card of an information page: an icon, a short title, then what there is to say. */
export function FeatureCard({
  icon: CardIcon,
  title,
  children,
  headingOrder = 3,
}: FeatureCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Stack gap="xs">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true" mb={6}>
          <CardIcon size={24} stroke={1.6} />
        </ThemeIcon>
        <Title order={headingOrder} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export type Feature = { icon: Icon; title: string; text: string };

type FeatureGridProps = { features: readonly Feature[]; columns?: 2 | 3 | 4 };

/** Cards of a sentence or two each, in as many columns as the screen allows. */
export function FeatureGrid({ features, columns = 3 }: FeatureGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {features.map(({ icon, title, text }) => (
        <FeatureCard key={title} icon={icon} title={title}>
          <Text c="gray.7">{text}</Text>
        </FeatureCard>
      ))}
    </SimpleGrid>
  );
}
