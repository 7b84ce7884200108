import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { ContactForm, SIMULATED_SEND_MS } from './contact-form.tsx';

const REQUIRED_MESSAGE = 'Please fill out all required fields.';

const field = (label: RegExp) => screen.getByLabelText(label);

describe('ContactForm', () => {
  afterEach(() => vi.useRealTimers());

  it('offers the subjects of the spec', () => {
    renderWithProviders(<ContactForm />);
    const options = Array.from(
      field(/subject/i).querySelectorAll('option'),
      (option) => option.textContent,
    );
    expect(options).toEqual([
      'General Inquiry',
      'Shipping Question',
      'Business Account',
      'Tracking Issue',
      'Feedback',
      'Other',
    ]);
  });

  it('asks for the required fields and marks the missing ones', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field(/^name/i), 'Ana Silva');
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(await screen.findByText(REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(field(/^email/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^message/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^name/i)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Invalid email format' (spec section 5) beside a malformed email", async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field(/^email/i), 'ana@example');
    await user.tab();
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(field(/^email/i)).toHaveAccessibleDescription('Invalid email format');
  });

  it('waits one second while sending, then thanks the visitor and clears the form', async () => {
    // shouldAdvanceTime: user-event's own pauses need the clock to move on by itself.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field(/^name/i), 'Ana Silva');
    await user.type(field(/^email/i), 'ana@example.com');
    await user.type(field(/phone/i), '604 555 0101');
    await user.selectOptions(field(/subject/i), 'Business Account');
    await user.type(field(/^message/i), 'Can you pick up 40 parcels a week in Burnaby?');
    await user.click(screen.getByRole('button', { name: /send message/i }));

    await act(() => vi.advanceTimersByTimeAsync(SIMULATED_SEND_MS - 100));
    expect(screen.getByRole('button', { name: /send message/i })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByText(/thank you/i)).not.toBeInTheDocument();
    expect(field(/^name/i)).toHaveValue('Ana Silva');

    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Thank you, Ana Silva!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /email this message/i })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:support@maplepost.ca?subject=Business%20Account'),
    );
    expect(field(/^name/i)).toHaveValue('');
    expect(field(/^email/i)).toHaveValue('');
    expect(field(/phone/i)).toHaveValue('');
    expect(field(/subject/i)).toHaveValue('General Inquiry');
    expect(field(/^message/i)).toHaveValue('');
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
  });
});
