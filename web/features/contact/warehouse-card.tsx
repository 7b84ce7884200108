import { Box, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { cityLine } from '../../lib/contact-details.ts';
import { directionsUrl, openStreetMapEmbedUrl, type MapLocation } from './map-links.ts';

export type Warehouse = {
  name: string;
  area: string;
  street: string;
  city: string;
  province: string;
  postalCode: string;
  location: MapLocation;
};

/** A warehouse's address with a map around it and a link to directions. */
export function WarehouseCard({ warehouse }: { warehouse: Warehouse }) {
  const { name, area, street, location } = warehouse;
  const city = cityLine(warehouse);
  const address = `${street}, ${city}`;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {area}
          </Title>
          <Text component="address" fs="normal" c="gray.8" mt={4}>
            {name}
            <br />
            {street}
            <br />
            {city}
          </Text>
        </div>
        <Box
          component="iframe"
          title={`Map of the ${name}, ${address}`}
          src={openStreetMapEmbedUrl(location)}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          w="100%"
          h={240}
          bd="1px solid var(--mantine-color-gray-3)"
          bdrs="md"
          // A quiet placeholder while the map loads, or if it cannot.
          bg="gray.1"
          display="block"
        />
        <Button
          component="a"
          href={directionsUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          // Two cards have this link: the label says which warehouse, and that a tab opens.
          aria-label={`Get directions to the ${name} (opens in a new tab)`}
          variant="light"
          rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          style={{ alignSelf: 'flex-start' }}
        >
          Get directions
        </Button>
      </Stack>
    </Paper>
  );
}
