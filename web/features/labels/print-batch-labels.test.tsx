import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { SessionUser } from '#domain/auth/schemas.ts';
import type { LabelFormat } from '#domain/labels/schemas.ts';
import { LabelMessages } from '#domain/labels/messages.ts';
import { mockFetch } from '../../test-support/mock-fetch.ts';
import { renderWithProviders } from '../../test-support/render.tsx';
import { authKeys } from '../auth/index.ts';
import { PrintBatchLabels } from './print-batch-labels.tsx';
import { stubLabelTab } from '../../test-support/label-tab.ts';
import { usePrintLabel } from './use-print-label.ts';

const BATCH_ID = '3f2a9c1e-8b7d-4c6a-9e5f-1a2b3c4d5e6f';
const LOOKUP = `GET /web/label/batch/${BATCH_ID}`;

const shipper = (labelFormat: LabelFormat): SessionUser => ({
  userId: 'u-1',
  name: 'Aurora Bakery',
  email: 'hello@aurora.test',
  role: 'CUSTOMER',
  labelFormat,
});

/** Renders `ui` for a guest (null) or a signed-in shipper with this label format. */
const renderFor = (user: SessionUser | null, ui: React.ReactElement) =>
  renderWithProviders(ui, { cachedQueries: [{ queryKey: authKeys.session(), data: user }] });

/** Records the links clicked to download (jsdom cannot follow them). */
function stubDownloads() {
  const clicked: { href: string; download: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({ href: this.getAttribute('href')!, download: this.download });
  });
  onTestFinished(() => click.mockRestore());
  return clicked;
}

describe('PrintBatchLabels', () => {
  it('opens one PDF of every label of the batch in a tab, by default and for a guest', async () => {
    mockFetch({ [LOOKUP]: { status: 200, body: { url: `/web/label/batch/${BATCH_ID}/pdf` } } });
    const { tab, open } = stubLabelTab();
    const downloads = stubDownloads();
    const { user } = renderFor(null, <PrintBatchLabels shippingBatchId={BATCH_ID} />);

    await user.click(screen.getByRole('button', { name: 'Print all labels' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() =>
      expect(tab.location.replace).toHaveBeenCalledWith(`/web/label/batch/${BATCH_ID}/pdf`),
    );
    expect(downloads).toEqual([]);
  });

  it('downloads one ZPL file with the ZPL preference, and opens no tab', async () => {
    mockFetch({ [LOOKUP]: { status: 200, body: { url: `/web/label/batch/${BATCH_ID}/pdf` } } });
    const { open } = stubLabelTab();
    const downloads = stubDownloads();
    const { user } = renderFor(shipper('ZPL'), <PrintBatchLabels shippingBatchId={BATCH_ID} />);

    await user.click(screen.getByRole('button', { name: 'Download all labels (ZPL)' }));
    await waitFor(() =>
      expect(downloads).toEqual([{ href: `/web/label/batch/${BATCH_ID}/zpl`, download: '' }]),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('says why when the batch has no labels, and closes the tab it opened', async () => {
    mockFetch({ [LOOKUP]: { status: 409, body: { message: LabelMessages.batchWithoutLabels } } });
    const { tab } = stubLabelTab();
    const { user } = renderFor(shipper('PDF'), <PrintBatchLabels shippingBatchId={BATCH_ID} />);

    await user.click(screen.getByRole('button', { name: 'Print all labels' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Error getting label: ${LabelMessages.batchWithoutLabels}`,
    );
    expect(tab.close).toHaveBeenCalledOnce();
  });
});

function PrintOne() {
  const label = usePrintLabel();
  return (
    <>
      <button onClick={() => label.print('MP123456785CA')}>Print Label</button>
      {label.problem && <p role="alert">{label.problem}</p>}
    </>
  );
}

describe('usePrintLabel with the ZPL preference', () => {
  it('downloads the label as ZPL once the server says it exists', async () => {
    mockFetch({
      'GET /web/label/MP123456785CA': {
        status: 200,
        body: { url: '/web/label/MP123456785CA/pdf' },
      },
    });
    const { open } = stubLabelTab();
    const downloads = stubDownloads();
    const { user } = renderFor(shipper('ZPL'), <PrintOne />);

    await user.click(screen.getByRole('button', { name: 'Print Label' }));
    await waitFor(() =>
      expect(downloads).toEqual([{ href: '/web/label/MP123456785CA/zpl', download: '' }]),
    );
    expect(open).not.toHaveBeenCalled();
  });

  it("says 'No label URL found' for a label that is not there, and downloads nothing", async () => {
    mockFetch({ 'GET /web/label/MP123456785CA': { status: 404, body: { message: 'No' } } });
    const downloads = stubDownloads();
    const { user } = renderFor(shipper('ZPL'), <PrintOne />);

    await user.click(screen.getByRole('button', { name: 'Print Label' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No label URL found');
    expect(downloads).toEqual([]);
  });
});
