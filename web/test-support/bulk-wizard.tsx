import { act, screen } from '@testing-library/react';
import { mockFetch, type MockAnswer } from './mock-fetch.ts';
import { renderWithProviders } from './render.tsx';
import { BulkShipmentWizard, loadLaterSteps } from '../features/bulk/bulk-shipment-page.tsx';
import { INITIAL_WIZARD_STATE, saveWizard, type WizardState } from '../features/bulk/wizard-state.ts';

export const TEST_STORAGE_KEY = 'maplepost.bulk-wizard.test-user';

/** The wizard as a test left it in sessionStorage. */
export function storedWizard(): WizardState {
  const stored = JSON.parse(sessionStorage.getItem(TEST_STORAGE_KEY) ?? 'null') as {
    state: WizardState;
  };
  return stored.state;
}

const EAGER_STEPS: WizardState['step'][] = ['sender', 'batch'];

/**
 * Renders the wizard as a visit would find it after `state` was stored in this tab, with
 * fetch answering `answers` ("METHOD /path").
 */
export async function renderWizardAt(
  state: Partial<WizardState>,
  answers: Record<string, MockAnswer | MockAnswer[]> = {},
) {
  sessionStorage.clear();
  saveWizard(TEST_STORAGE_KEY, { ...INITIAL_WIZARD_STATE, ...state });
  const fetchMock = mockFetch(answers);
  const rendered = renderWithProviders(<BulkShipmentWizard storageKey={TEST_STORAGE_KEY} />, {
    route: '/bulk-shipment',
    path: '/bulk-shipment',
  });
  // The steps past the batch load lazily: a wizard at one of them is ready once their code is in.
  if (state.step && !EAGER_STEPS.includes(state.step)) await act(loadLaterSteps);
  return { ...rendered, fetchMock };
}

/** The step's Back button. */
export const backButton = () => screen.getByRole('button', { name: 'Back' });
