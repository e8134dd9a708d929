// Reads exported files back the way a person would see them, so tests check content rather than how it was built.
import type { jsPDF } from 'jspdf';

/** The text runs of an uncompressed jsPDF document, page by page. */
export function pdfTextByPage(doc: jsPDF): string[][] {
  const raw = doc.output();
  const pages = raw.split(/\/Type \/Page\b(?!s)/).slice(1);
  return pages.map((page) =>
    [...page.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => (m[1] ?? '').replace(/\\(.)/g, '$1')),
  );
}
