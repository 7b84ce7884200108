import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import { AboutPage } from './about-page.tsx';

function clickPage(times: number) {
  // Anywhere on the page: the intro text, a heading, a card.
  const targets = [
    screen.getByText('About Maplepost'),
    screen.getByText(/closes that gap/),
    screen.getByText('Careers'),
  ];
  for (let i = 0; i < times; i += 1) fireEvent.click(targets[i % targets.length] as HTMLElement);
}

describe('AboutPage', () => {
  let alert: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  });
  afterEach(() => alert.mockRestore());

  it('tells the vision, values, numbers, careers and partnerships under one h1', () => {
    renderWithProviders(<AboutPage />);
    const headings = (level: number) =>
      screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);
    expect(headings(1)).toEqual(['About Maplepost']);
    expect(headings(2)).toEqual([
      'Our vision',
      'What we stand for',
      'Maplepost in numbers',
      'Careers and partnerships',
    ]);
    expect(screen.getByText('Packages shipped every day')).toBeInTheDocument();
    expect(screen.getByText(/explore maplepost for business/i).closest('a')).toHaveAttribute(
      'href',
      '/business',
    );
  });

  it('keeps the easter egg hidden after 80 clicks', () => {
    renderWithProviders(<AboutPage />);
    clickPage(80);
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByText('Packages shipped every day')).toBeInTheDocument();
  });

  it('alerts and changes the counters on the 81st click', () => {
    renderWithProviders(<AboutPage />);
    clickPage(81);
    expect(alert).toHaveBeenCalledExactlyOnceWith('Easter Egg Activated!');
    expect(screen.queryByText('Packages shipped every day')).not.toBeInTheDocument();
    expect(screen.getByText('Clicks it took you to find this')).toBeInTheDocument();
  });
});
