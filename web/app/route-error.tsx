import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';

/**
 * Shown when a page fails to load or render. The usual cause is a new release replacing the
 * page's code while this tab was open, which a reload fixes.
 */
export function RouteError() {
  return (
    <Container size="sm" py={64}>
      <Stack gap="md" role="alert">
        <Title order={1}>Something went wrong</Title>
        <Text>
          This page could not be shown. Reloading usually fixes it; if it keeps happening, please
          contact our support team.
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to={SiteRoutes.home} variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
