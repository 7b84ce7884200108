import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-support/render.tsx';
import type { CommonPasswordVerdict } from './common-passwords.ts';
import { PasswordChecklist } from './password-checklist.tsx';

const commonRule = (password: string, common: CommonPasswordVerdict) => {
  renderWithProviders(<PasswordChecklist password={password} confirmation="" common={common} />);
  return within(screen.getByRole('list', { name: 'Password requirements' }))
    .getByText('Not a commonly used password')
    .closest('li');
};

describe('PasswordChecklist, the common-password rule', () => {
  it("says 'Checking…' while the list downloads", () => {
    expect(commonRule('Sourdough-Loaf-88!', 'checking')).toHaveTextContent(
      'Not met: Not a commonly used password (Checking…)',
    );
  });

  it('is met by a password the list does not hold', () => {
    expect(commonRule('Sourdough-Loaf-88!', 'uncommon')).toHaveTextContent(
      /^Met: Not a commonly used password$/,
    );
  });

  it('is not met by a common password', () => {
    expect(commonRule('Newpassword1!', 'common')).toHaveTextContent(
      /^Not met: Not a commonly used password$/,
    );
  });

  it('is not met, and checks nothing, before anything is typed', () => {
    expect(commonRule('', 'checking')).toHaveTextContent(/^Not met: Not a commonly used password$/);
  });

  it('leaves the verdict to the submit when the list cannot be downloaded', () => {
    expect(commonRule('Sourdough-Loaf-88!', 'unavailable')).toHaveTextContent(
      'Not met: Not a commonly used password (checked when you submit)',
    );
  });
});
