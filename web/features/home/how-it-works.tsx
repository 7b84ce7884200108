import { Text, Title } from '@mantine/core';
import classes from './how-it-works.module.css';
import { HomeSection } from './home-section.tsx';

const STEPS = [
  {
    title: 'Get a rate',
    text: 'Enter both postal codes and the weight. Every service shows its price, discount and delivery time.',
  },
  {
    title: 'Create the shipment',
    text: 'Add the sender and the receiver, or pick them from your address book. Many orders? Upload a spreadsheet.',
  },
  {
    title: 'Pay',
    text: 'Pay by card at checkout, or on one monthly invoice with a business account.',
  },
  {
    title: 'Pickup or drop-off',
    text: 'In Greater Vancouver we pick up for free between 9:00 AM and 5:00 PM. Elsewhere, drop off at a national postal office.',
  },
  {
    title: 'Track',
    text: 'Follow every scan with your tracking number until the parcel is delivered.',
  },
] as const;

/** From quote to delivery in five numbered steps. */
export function HowItWorks() {
  return (
    <HomeSection
      id="how-it-works"
      title="How it works"
      intro="Five steps from quote to doorstep, the same for one parcel or a hundred."
    >
      {/* role="list" because Safari drops the list semantics of a list without bullets. */}
      <ol className={classes.steps} role="list">
        {STEPS.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <span className={classes.number} aria-hidden="true">
              {index + 1}
            </span>
            <Title order={3} size="h4">
              {step.title}
            </Title>
            <Text c="gray.7" mt={4}>
              {step.text}
            </Text>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
