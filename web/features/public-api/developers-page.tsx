import { Anchor, Code, Container, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { KEY_VARIABLE, setKeyCommand } from '#domain/public-api/key-variable.ts';
import { PROBLEM_EXAMPLE } from '#domain/public-api/problem-example.ts';
import { OPENAPI_PATH, PUBLIC_API_PREFIX } from '#domain/public-api/paths.ts';
import { SiteRoutes } from '#domain/site/routes.ts';
import { CenteredLoader } from '../../ui/centered-loader.tsx';
import { PageIntro, PageSection } from '../marketing/index.ts';
import { LoadFailed } from '../account/index.ts';
import { CodeSample } from './code-sample.tsx';
import type { OpenApiDocument } from './openapi-reading.ts';

const LOAD_FAILED = 'The API reference could not be loaded. Please try again.';
const KEY_PLACEHOLDER = 'paste your key here';

async function fetchDocument({ signal }: { signal: AbortSignal }): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_PATH, { signal });
  if (!response.ok) throw new Error(`${OPENAPI_PATH} answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/**
 * /developers: the public API's reference, for anyone, read from the OpenAPI document the server
 * generates (so it lists exactly the calls that exist), with a curl example of each call.
 */
export function DevelopersPage() {
  return (
    <Container size="lg" py={{ base: 'xl', md: 56 }}>
      <Stack gap={48}>
        <PageIntro
          title="API reference"
          lead="Quote rates, create, pay for and cancel shipments, download labels and track parcels from your own store or warehouse system."
        />
        <PageSection id="start" title="Getting started">
          <List type="ordered" spacing="sm" maw={760}>
            <List.Item>
              <Anchor component={Link} to={SiteRoutes.login}>
                Sign in
              </Anchor>{' '}
              and create a key on your account’s{' '}
              <Anchor component={Link} to={SiteRoutes.apiKeys}>
                API keys
              </Anchor>{' '}
              page. A read-only key quotes, checks addresses and reads shipments and tracking; a
              shipping key also creates and pays for shipments, as the examples below do.
            </List.Item>
            <List.Item>
              Shipments made through the API are paid the way your account pays: on your monthly
              invoice, or else with a card you saved. To save one, pay for a shipment on this
              website once and tick <em>Save this card for my next checkout</em>.
            </List.Item>
            <List.Item>
              <Stack gap="xs">
                <Text>
                  Keep the key on your server and send it with every call as{' '}
                  <Code>Authorization: Bearer &lt;key&gt;</Code>. The examples read it from{' '}
                  <Code>${KEY_VARIABLE}</Code>: set it in your terminal with your key in place of
                  the words in quotes.
                </Text>
                <CodeSample
                  label="Your key, for the examples"
                  code={setKeyCommand(KEY_PLACEHOLDER)}
                />
              </Stack>
            </List.Item>
            <List.Item>
              The examples follow one another: run them in order in that terminal (bash or zsh, with
              curl; no jq needed), and each finds what the ones before it made, such as{' '}
              <Code>$TRACKING_NUMBER</Code>. Each prints its answer; the label, and the answers
              later examples draw on, are also saved in the current folder.
            </List.Item>
            <List.Item>
              Every call’s path starts with <Code>{PUBLIC_API_PREFIX}</Code> on this site’s address.
              The whole contract is the{' '}
              <Anchor href={OPENAPI_PATH} target="_blank">
                OpenAPI 3.1 document
              </Anchor>
              , which client generators read.
            </List.Item>
          </List>
        </PageSection>
        <PageSection id="conventions" title="How every call behaves">
          <Stack gap="md" maw={760}>
            <Text>
              <strong>Money</strong> is in Canadian dollars with two decimals, and times are ISO
              8601 with their offset.
            </Text>
            <Text>
              <strong>Retries are safe</strong> when you send an <Code>Idempotency-Key</Code> header
              (a UUID, say) with a shipment: the same key and body answer the first answer again for
              24 hours, with <Code>Idempotent-Replayed: true</Code>, and nothing is created or
              charged twice. The same key with another body is refused with 422.
            </Text>
            <Text>
              <strong>Lists</strong> come newest first, a page at a time: pass a page’s{' '}
              <Code>nextCursor</Code> as <Code>cursor</Code> for the next one, until it is null.
            </Text>
            <Text>
              <strong>Each key has a number of calls a minute.</strong> Every answer says where you
              stand in <Code>RateLimit-Limit</Code>, <Code>RateLimit-Remaining</Code> and{' '}
              <Code>RateLimit-Reset</Code>; past it you get 429 with <Code>Retry-After</Code>.
            </Text>
            <Text>
              <strong>Failures</strong> are problem details (RFC 9457,{' '}
              <Code>application/problem+json</Code>) with the same message the website shows, and
              the field at fault:
            </Text>
            <CodeSample label="A problem answer" code={JSON.stringify(PROBLEM_EXAMPLE, null, 2)} />
          </Stack>
        </PageSection>
        <PageSection id="calls" title="Calls">
          <Operations />
        </PageSection>
      </Stack>
    </Container>
  );
}

// The call list and its examples download with the document, so the page's first paint
// (rendered at build time) waits for neither.
const downloadOperationList = () => import('./operation-list.tsx');
const OperationList = lazy(async () => ({
  default: (await downloadOperationList()).OperationList,
}));

/** The developers page's cached answer: the API reference, read once a visit. */
export const developerKeys = {
  all: ['developers'] as const,
  reference: () => [...developerKeys.all, 'openapi'] as const,
};

async function fetchReference({ signal }: { signal: AbortSignal }): Promise<OpenApiDocument> {
  const [document] = await Promise.all([fetchDocument({ signal }), downloadOperationList()]);
  return document;
}

function Operations() {
  const document = useQuery({ queryKey: developerKeys.reference(), queryFn: fetchReference });
  const loader = <CenteredLoader label="Loading the API reference" />;
  if (document.isPending) return loader;
  if (document.isError) return <LoadFailed message={LOAD_FAILED} query={document} />;
  return (
    <Suspense fallback={loader}>
      <OperationList document={document.data} />
    </Suspense>
  );
}
