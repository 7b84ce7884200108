import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openLabelTab } from './label-tab.ts';
import { stubLabelTab } from '../../test-support/label-tab.ts';

describe('openLabelTab', () => {
  it('opens a tab at once that says the label is coming, cut off from the portal', () => {
    const { tab, open } = stubLabelTab();
    openLabelTab();

    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.document.body.textContent).toBe('Preparing your label…');
  });

  it("sends the tab to the label's address, or closes it", () => {
    const { tab } = stubLabelTab();
    openLabelTab().show('/web/label/MP123456785CA/pdf');
    expect(tab.location.replace).toHaveBeenCalledWith('/web/label/MP123456785CA/pdf');

    openLabelTab().close();
    expect(tab.close).toHaveBeenCalledOnce();
  });

  it('tries again with the address when the first tab was blocked', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    onTestFinished(() => open.mockRestore());
    openLabelTab().show('/web/label/MP123456785CA/pdf');
    expect(open).toHaveBeenLastCalledWith('/web/label/MP123456785CA/pdf', '_blank', 'noopener');
  });
});
