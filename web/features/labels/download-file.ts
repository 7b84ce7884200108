/**
 * Downloads the file at url under the name the server gives it (Content-Disposition), without
 * leaving the page: a ZPL label goes to the printer's tool, not to a tab.
 */
export function downloadFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
