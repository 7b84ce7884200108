import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { FAQ_ENTRIES } from './faq-entries.ts';
import { FaqPage } from './faq-page.tsx';

type User = ReturnType<typeof renderWithProviders>['user'];

/** Searches as one paste, so the list filters once rather than on every keystroke. */
async function search(user: User, text: string) {
  await user.click(screen.getByLabelText(/search questions and answers/i));
  await user.paste(text);
}

const questions = () =>
  screen.queryAllByRole('button', { expanded: false }).map((button) => button.textContent);

describe('FaqPage', () => {
  it('lists every question under All, with one h1 and a link to /contact', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(questions()).toHaveLength(FAQ_ENTRIES.length);
    expect(screen.getByRole('link', { name: /contact us/i })).toHaveAttribute('href', '/contact');
  });

  it('finds questions by words of their answers, ignoring case', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    await search(user, 'VOLUMETRIC');
    expect(questions()).toEqual(['What is chargeable weight?']);
  });

  it('says so when nothing matches', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    await search(user, 'submarine');
    expect(questions()).toEqual([]);
    expect(
      screen.getByText('No FAQs match your search. Try different keywords or browse by category.'),
    ).toBeInTheDocument();
  });

  it('shows one category per tab, combined with the search', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    await user.click(screen.getByRole('tab', { name: 'Tracking' }));
    const tracking = FAQ_ENTRIES.filter((entry) => entry.category === 'Tracking');
    expect(questions()).toEqual(tracking.map((entry) => entry.question));

    await search(user, 'invoice');
    expect(screen.getByRole('status')).toHaveTextContent(/no faqs match/i);

    await user.click(screen.getByRole('tab', { name: 'Business' }));
    expect(questions()).toContain('How do I open a business account with monthly invoicing?');
  });

  it('opens an answer when its question is clicked', async () => {
    const { user } = renderWithProviders(<FaqPage />);
    await user.click(
      screen.getByRole('button', { name: 'Do you pick up parcels from my home or business?' }),
    );
    expect(
      screen.getByRole('button', { name: 'Do you pick up parcels from my home or business?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    // The answer slides open.
    await waitFor(() =>
      expect(screen.getByText(/for free in the Greater Vancouver area/)).toBeVisible(),
    );
  });
});
