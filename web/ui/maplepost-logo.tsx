import { Group, Text } from '@mantine/core';

/** The maple leaf on a red tile, as in the favicon. */
function MaplepostMark() {
  return (
    <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="var(--mantine-color-maple-6)" />
      <path
        fill="#fff"
        d="M16 4l2 5 3-2-1 6 4-3 1 3 3-1-2 5 2 1-6 4 1 3-5-1v5h-2v-5l-5 1 1-3-6-4 2-1-2-5 3 1 1-3 4 3-1-6 3 2z"
      />
    </svg>
  );
}

type MaplepostLogoProps = {
  /** `light` for dark backgrounds such as the footer. */
  tone?: 'dark' | 'light';
};

/** The mark and the word "Maplepost"; the word is the accessible name. */
export function MaplepostLogo({ tone = 'dark' }: MaplepostLogoProps) {
  return (
    <Group gap={10} wrap="nowrap">
      <MaplepostMark />
      <Text component="span" fz={22} fw={800} lts={-0.5} c={tone === 'light' ? 'white' : 'gray.9'}>
        Maplepost
      </Text>
    </Group>
  );
}
