const PREPARING = 'Preparing your label…';

/** The tab a label opens in: shown the label's address once the server answers, or closed. */
export type LabelTab = { show(url: string): void; close(): void };

/**
 * Opens the tab at the click itself: Safari and popup blockers refuse a tab opened after
 * waiting for the server. Until the label's address arrives the tab says it is coming.
 */
export function openLabelTab(): LabelTab {
  const tab = window.open('', '_blank');
  if (!tab) {
    // Blocked: try again with the address, which some blockers allow.
    return { show: (url) => void window.open(url, '_blank', 'noopener'), close: () => {} };
  }
  // The label must not be able to reach back into the portal's tab.
  tab.opener = null;
  tab.document.title = PREPARING;
  tab.document.body.textContent = PREPARING;
  return { show: (url) => tab.location.replace(url), close: () => tab.close() };
}
