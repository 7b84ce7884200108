import { Button, Container, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconMessageCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { PageIntro } from '../marketing/index.ts';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from './faq-entries.ts';
import { ALL_TAB, filterFaqs, searchWords, type FaqTab } from './faq-filter.ts';
import { FaqList } from './faq-list.tsx';

const FAQ_TABS: readonly FaqTab[] = [ALL_TAB, ...FAQ_CATEGORIES];

/** Answers to common questions, searchable and by topic, with a way to ask us the rest. */
export function FaqPage() {
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<FaqTab>(ALL_TAB);
  const found = filterFaqs(FAQ_ENTRIES, { tab, search });

  return (
    <Container size={860} py={{ base: 'xl', md: 56 }}>
      <Stack gap="lg">
        <PageIntro
          title="Frequently Asked Questions"
          lead="Straight answers about shipping, tracking, business accounts and pricing."
        />

        <TextInput
          type="search"
          label="Search questions and answers"
          placeholder="For example: pickup, customs, invoice"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          size="md"
        />

        {/* Only the active panel is mounted: all of them would show the same filtered list. */}
        <Tabs
          value={tab}
          onChange={(value) => setTab((value ?? ALL_TAB) as FaqTab)}
          keepMounted={false}
        >
          <Tabs.List>
            {FAQ_TABS.map((name) => (
              <Tabs.Tab key={name} value={name} fz="md">
                {name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {FAQ_TABS.map((name) => (
            <Tabs.Panel key={name} value={name} pt="lg">
              <FaqList entries={found} highlight={searchWords(search)} />
            </Tabs.Panel>
          ))}
        </Tabs>

        <ContactPrompt />
      </Stack>
    </Container>
  );
}

function ContactPrompt() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="gray.0" mt="md">
      <Title order={2} size="h3">
        Still have a question?
      </Title>
      <Text c="gray.7" mt="xs" mb="md">
        Our support team answers by phone and email, Monday to Saturday.
      </Text>
      <Button
        component={Link}
        to={SiteRoutes.contact}
        leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
      >
        Contact Us
      </Button>
    </Paper>
  );
}
