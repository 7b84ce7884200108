import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageSection } from '../marketing/index.ts';
import classes from './home-section.module.css';

type HomeSectionProps = {
  id: string;
  title: string;
  intro?: ReactNode;
  /** A grey band, so that neighbouring sections read as separate blocks. */
  tinted?: boolean;
  children: ReactNode;
};

/** One band of the home page: full-width background, a centred column and a titled section. */
export function HomeSection({ tinted = false, ...section }: HomeSectionProps) {
  return (
    <div className={tinted ? classes.tinted : undefined}>
      <Container size="lg" className={classes.band}>
        <PageSection {...section} />
      </Container>
    </div>
  );
}
