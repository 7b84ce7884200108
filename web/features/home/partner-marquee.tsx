import { Group } from '@mantine/core';
import { useState } from 'react';
import { HomeSection } from './home-section.tsx';
import classes from './partner-marquee.module.css';
import { PartnerWordmark, type Partner } from './partner-wordmark.tsx';
import { PlayPauseButton } from './play-pause-button.tsx';

// Placeholder marks of fictional companies, drawn by us: real partners' logos replace them
// once each partner has agreed to appear here.
const PARTNERS: readonly Partner[] = [
  { name: 'Cedarwing Freight', emblem: 'wing', lettering: 'bold' },
  { name: 'Loonbay Parcel', emblem: 'wave', lettering: 'italic' },
  { name: 'Northquill Logistics', emblem: 'star', lettering: 'capitals' },
  { name: 'Tidemark Cargo', emblem: 'ring', lettering: 'bold' },
  { name: 'Prairieline Courier', emblem: 'arrow', lettering: 'italic' },
  { name: 'Granitepeak Express', emblem: 'peak', lettering: 'capitals' },
  { name: 'Larchwood Post', emblem: 'hexagon', lettering: 'bold' },
];

/**
 * The partners' marks scrolling by in an endless loop. It stops under the pointer, with its
 * Pause button (WCAG 2.2.2) and for a visitor who prefers reduced motion, who gets a still list.
 */
export function PartnerMarquee() {
  const [paused, setPaused] = useState(false);
  return (
    <HomeSection
      id="partners"
      title="Our delivery partners"
      intro="Regional couriers and national networks carry Maplepost parcels across Canada and the US."
    >
      <div className={classes.marquee} data-paused={paused || undefined}>
        <div className={classes.track}>
          <PartnerList />
          {/* The second copy makes the loop seamless; screen readers hear the partners once. */}
          <PartnerList hidden />
        </div>
      </div>
      <Group justify="flex-end" mt="sm" className={classes.controls}>
        <PlayPauseButton
          paused={paused}
          onToggle={() => setPaused((wasPaused) => !wasPaused)}
          subject="partner logos"
        />
      </Group>
    </HomeSection>
  );
}

/** Every partner once; `hidden` for the copy that only the eye needs. */
function PartnerList({ hidden = false }: { hidden?: boolean }) {
  return (
    // role="list": Safari drops the semantics of a list without bullets.
    <ul className={classes.list} role="list" aria-hidden={hidden || undefined}>
      {PARTNERS.map((partner) => (
        <li key={partner.name}>
          <PartnerWordmark partner={partner} />
        </li>
      ))}
    </ul>
  );
}
