import { act, fireEvent, screen } from '@testing-library/react';
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

  it('stops the name and the message at their limits, counting near the end of the message', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field(/^name/i), 'A'.repeat(105));
    expect(field(/^name/i)).toHaveValue('A'.repeat(100));
    expect(field(/^name/i)).toHaveAccessibleDescription(
      '100 of 100 characters: the most this field takes.',
    );

    const message = field(/^message/i);
    await user.click(message);
    await user.paste('M'.repeat(4000));
    expect(message).not.toHaveAccessibleDescription(/characters/);
    await user.paste('M'.repeat(600));
    expect(message).toHaveAccessibleDescription('4,600 of 5,000 characters');
  });

  it('cuts a paste at the limit and says so', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    const message = field(/^message/i);
    await user.click(message);
    await user.paste('M'.repeat(5200));
    expect(message).toHaveValue('M'.repeat(5000));
    expect(message).toHaveAccessibleDescription(
      'Your pasted text was cut to 5,000 characters, the most this field takes.',
    );

    await user.type(message, '{Backspace}');
    expect(message).toHaveAccessibleDescription('4,999 of 5,000 characters');
  });

  it('says beside a field what is wrong with a value over its limit, keeping what was typed', async () => {
    const { user } = renderWithProviders(<ContactForm />);
    await user.type(field(/^email/i), 'ana@example.com');
    // Over the limit, as an autofill or a script can set it past the field's maxLength.
    fireEvent.input(field(/^name/i), { target: { value: 'A'.repeat(101) } });
    fireEvent.input(field(/^message/i), { target: { value: 'M'.repeat(5001) } });
    await user.click(screen.getByRole('button', { name: /send message/i }));

    expect(await screen.findByText('Name must be at most 100 characters.')).toBeInTheDocument();
    expect(field(/^name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^name/i)).toHaveAccessibleDescription(
      expect.stringContaining('Name must be at most 100 characters.'),
    );
    expect(field(/^message/i)).toHaveAccessibleDescription(
      expect.stringContaining('Message must be at most 5,000 characters.'),
    );
    expect(field(/^message/i)).toHaveValue('M'.repeat(5001));
    expect(screen.queryByText(REQUIRED_MESSAGE)).not.toBeInTheDocument();
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
