import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';

/** 'Error' with what went wrong and the way back to /shipping (spec section 2, Checkout). */
export function CheckoutLoadError({ message }: { message: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>Error</Title>
        <Alert color="red" role="alert">
          {message}
        </Alert>
        <Button component={Link} to={SiteRoutes.shipping}>
          Back to Shipping
        </Button>
      </Stack>
    </Container>
  );
}
