import { Container } from '@mantine/core';
import { AnimatedCounters } from '../marketing/index.ts';
import { RateCalculator } from '../rates/index.ts';
import { Commitment } from './commitment.tsx';
import { Hero } from './hero.tsx';
import { HomeSection } from './home-section.tsx';
import classes from './home-page.module.css';
import { HowItWorks } from './how-it-works.tsx';
import { InnovationAndSafety } from './innovation-and-safety.tsx';
import { PartnerMarquee } from './partner-marquee.tsx';
import { SavingsSection } from './savings-section.tsx';
import { ScrollTruck } from './scroll-truck.tsx';
import { WhyChoose } from './why-choose.tsx';

/** The landing page (spec section 2, Home): the offer, a quote at once, then why and how. */
export function HomePage() {
  return (
    <>
      <Hero />
      <Container size="lg" className={classes.calculator}>
        <RateCalculator />
      </Container>
      <ScrollTruck />
      <WhyChoose />
      <HowItWorks />
      <SavingsSection />
      <HomeSection id="in-numbers" title="Maplepost in numbers">
        <AnimatedCounters />
      </HomeSection>
      <InnovationAndSafety />
      <PartnerMarquee />
      <Commitment />
    </>
  );
}
