import PDFDocument from 'pdfkit';
import type { FallbackFont } from './fallback-font.ts';
import { embedFallbackFont } from './pdf-text.ts';

/** A page size in points (72 to the inch). */
export type PageSize = { readonly width: number; readonly height: number };

/** Adds a page of size with no margins: every paper of ours places its own text. */
export function addPage(doc: PDFKit.PDFDocument, size: PageSize): void {
  doc.addPage({ size: [size.width, size.height], margin: 0 });
}

/**
 * A PDF of pages of `size`, drawn by `draw` from its first page on, as bytes. Text Helvetica
 * cannot draw, such as a Chinese name, is drawn in fallbackFont when there is one.
 */
export function renderPdf(
  { size, title }: { size: PageSize; title: string },
  fallbackFont: FallbackFont | null,
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: [size.width, size.height],
      margin: 0,
      info: { Title: title, Author: 'Maplepost' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (fallbackFont) embedFallbackFont(doc, fallbackFont);
    draw(doc);
    doc.end();
  });
}
