import { Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SiteRoutes } from '#domain/site/routes.ts';
import { cityLine, ContactDetails } from '../../lib/contact-details.ts';
import { MaplepostLogo } from '../../ui/maplepost-logo.tsx';
import classes from './site-footer.module.css';

const legalLinks = [
  { to: SiteRoutes.terms, label: 'Terms and Conditions' },
  { to: SiteRoutes.privacy, label: 'Privacy Policy' },
  { to: SiteRoutes.accessibility, label: 'Accessibility Statement' },
];

/** Contact details, both warehouses, support hours and the legal pages (spec section 2). */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl" verticalSpacing="xl">
          <Stack gap="sm">
            <MaplepostLogo tone="light" />
            <Text size="sm">
              Discounted parcel shipping across Canada and the US, with free pickup in Greater
              Vancouver.
            </Text>
          </Stack>
          <FooterColumn title="Contact">
            <Text size="sm">
              Phone:{' '}
              <a className={classes.link} href={ContactDetails.phone.href}>
                {ContactDetails.phone.display}
              </a>
            </Text>
            <Text size="sm">
              Email:{' '}
              <a className={classes.link} href={`mailto:${ContactDetails.supportEmail}`}>
                {ContactDetails.supportEmail}
              </a>
            </Text>
          </FooterColumn>
          <FooterColumn title="Warehouses">
            {ContactDetails.warehouses.map((warehouse) => (
              <address key={warehouse.name} className={classes.address}>
                <Text size="sm" fw={700} c="white">
                  {warehouse.name}
                </Text>
                <Text size="sm">{warehouse.street}</Text>
                <Text size="sm">{cityLine(warehouse)}</Text>
              </address>
            ))}
          </FooterColumn>
          <FooterColumn title="Support hours">
            {ContactDetails.hours.map(({ days, time }) => (
              <Group key={days} gap="xs" justify="space-between" maw={220}>
                <Text size="sm">{days}</Text>
                <Text size="sm">{time}</Text>
              </Group>
            ))}
            <Text size="sm">All times Pacific ({ContactDetails.timeZone})</Text>
          </FooterColumn>
        </SimpleGrid>

        <Divider my="lg" color="rgb(255 255 255 / 15%)" />

        <Group justify="space-between" gap="md">
          {/* Rendered at build time (scripts/vite/prerender.ts): a page built in one year and
              hydrated in the next shows the reader's year, without a mismatch error. */}
          <Text size="sm" suppressHydrationWarning>
            © {new Date().getFullYear()} {ContactDetails.legalName}
          </Text>
          <nav aria-label="Legal">
            <ul className={classes.legalLinks}>
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={classes.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </Group>
      </Container>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h5" c="white">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
