import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool, type Icon } from '@tabler/icons-react';

type ComingSoonNoticeProps = {
  title: string;
  description: string;
  /** What the finished feature will offer, one line each. */
  upcoming: readonly string[];
  icon?: Icon;
};

/** A designed note for a feature still being built: what it will do, without made-up data. */
export function ComingSoonNotice({
  title,
  description,
  upcoming,
  icon: NoticeIcon = IconTool,
}: ComingSoonNoticeProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="gray.0">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
            <NoticeIcon size={24} stroke={1.6} />
          </ThemeIcon>
          <Stack gap={2}>
            <Badge variant="light" color="orange" size="sm" w="fit-content">
              Coming soon
            </Badge>
            <Title order={2} size="h4">
              {title}
            </Title>
          </Stack>
        </Group>
        <Text>{description}</Text>
        <List spacing={6} size="sm">
          {upcoming.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
