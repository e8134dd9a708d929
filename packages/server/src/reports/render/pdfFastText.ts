/*
 * pdfkit's `text()` measures kerning and builds a fragment for every call: about 60 µs a cell, seconds for a
 * 10,000-row report. Table cells are one line of a standard font, so they are written here as plain text operators,
 * with widths from a per-character cache. The output is the same kind of `[<hex>] TJ` pdfkit writes itself.
 */

/** The parts of pdfkit's document used here (its font object is not in the public typings). */
interface PdfInternals {
  _font: { id: string; ascender: number; ref(): unknown };
  _fontSize: number;
  page: { fonts: Record<string, unknown> };
  addContent(data: string): unknown;
  widthOfString(text: string): number;
}

// WinAnsiEncoding for the characters outside Latin-1 that report texts may hold.
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
};

function codeOf(ch: string): number {
  const code = ch.charCodeAt(0);
  if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) return code;
  return WIN_ANSI[ch] ?? 0x3f;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export interface FastText {
  width(text: string): number;
  /** Draws one line of text with its top at (x, y) in pdfkit's top-left coordinates. */
  draw(text: string, x: number, y: number): void;
}

export function fastText(doc: PDFKit.PDFDocument): FastText {
  const pdf = doc as unknown as PdfInternals;
  const widths = new Map<string, number>();
  const charWidth = (ch: string) => {
    const key = `${pdf._font.id}|${pdf._fontSize}|${ch}`;
    let w = widths.get(key);
    if (w === undefined) {
      w = pdf.widthOfString(ch);
      widths.set(key, w);
    }
    return w;
  };
  return {
    width(text) {
      let w = 0;
      for (const ch of text) w += charWidth(ch);
      return w;
    },
    draw(text, x, y) {
      const font = pdf._font;
      pdf.page.fonts[font.id] ??= font.ref();
      let hex = '';
      for (const ch of text) hex += HEX[codeOf(ch)];
      // pdfkit draws its pages with y growing downwards (a flipped matrix at the start of each page). Its own text()
      // flips back around every call; here the text matrix does it instead (d = -1, glyphs upright), with the
      // baseline one ascent below the top of the line.
      const baseline = y + (font.ascender / 1000) * pdf._fontSize;
      pdf.addContent(
        `BT\n1 0 0 -1 ${x.toFixed(2)} ${baseline.toFixed(2)} Tm\n/${font.id} ${pdf._fontSize} Tf\n[<${hex}> 0] TJ\nET`,
      );
    },
  };
}
