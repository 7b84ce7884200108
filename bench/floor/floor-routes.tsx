import { Container, Text, Title } from '@mantine/core';
import type { RouteObject } from 'react-router';
import { PlainLayout } from '../../web/app/layouts/plain-layout.tsx';

function FloorPage() {
  return (
    <Container size="md" py="xl">
      <Title order={1}>Parcel shipping across Canada and the US</Title>
      <Text mt="md">The site&rsquo;s header and footer, and no data.</Text>
    </Container>
  );
}

/** The floor's one page, in the site's frame: header, the page, footer. */
export const floorRoutes: RouteObject[] = [
  { path: '/', element: <PlainLayout />, children: [{ index: true, element: <FloorPage /> }] },
];
