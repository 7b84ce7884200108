import { Accordion, Highlight, Text } from '@mantine/core';
import type { FaqEntry } from './faq-entries.ts';

export const NO_MATCH_MESSAGE =
  'No FAQs match your search. Try different keywords or browse by category.';

type FaqListProps = {
  entries: readonly FaqEntry[];
  /** Search words to mark in the questions and answers. */
  highlight: string[];
};

/** The questions as expandable items, with the searched words marked; or the no-match message. */
export function FaqList({ entries, highlight }: FaqListProps) {
  if (entries.length === 0) {
    return (
      <Text role="status" ta="center" py="xl" c="gray.7">
        {NO_MATCH_MESSAGE}
      </Text>
    );
  }
  return (
    <Accordion variant="separated" radius="md" order={2} chevronPosition="right">
      {entries.map(({ id, question, answer }) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control>
            <Highlight highlight={highlight} component="span" fw={600} fz="md">
              {question}
            </Highlight>
          </Accordion.Control>
          <Accordion.Panel>
            <Highlight highlight={highlight} c="gray.8" lh={1.6}>
              {answer}
            </Highlight>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
