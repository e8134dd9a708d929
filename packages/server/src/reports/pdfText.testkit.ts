import zlib from 'node:zlib';

/**
 * The text a PDF shows, for tests: inflates pdfkit's content streams and decodes the hex strings of its text
 * operators (standard fonts, WinAnsi ≈ Latin-1 for the characters the reports use). Pieces are joined by newlines.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  for (const content of contentStreams(pdf)) {
    for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) out.push(decodeTJ(match[1] ?? ''));
  }
  return out.join('\n');
}

/** Every stream of the file, inflated when compressed (pdfkit compresses page contents). */
function contentStreams(pdf: Buffer): string[] {
  const streams: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/(?<!end)stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(stream[1] ?? '', 'latin1');
    try {
      streams.push(zlib.inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
  }
  return streams;
}

/** The text of a TJ operator's array of hex strings. */
function decodeTJ(array: string): string {
  const hex = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
  return Buffer.from(hex, 'hex').toString('latin1').replace(/\x85/g, '…');
}

/** A piece of text where a PDF viewer draws it. */
export interface TextRun {
  text: string;
  /** Where the text starts, in the page's own coordinates (points, y from the bottom of the page). */
  x: number;
  y: number;
  /** Whether its glyphs stand upright (not mirrored or upside down). */
  upright: boolean;
}

type Matrix = [number, number, number, number, number, number];

/** `m × n`, PDF's row-vector convention (`m` applied first). */
function multiply(m: Matrix, n: Matrix): Matrix {
  const [a, b, c, d, e, f] = m;
  const [a2, b2, c2, d2, e2, f2] = n;
  return [
    a * a2 + b * c2,
    a * b2 + b * d2,
    c * a2 + d * c2,
    c * b2 + d * d2,
    e * a2 + f * c2 + e2,
    e * b2 + f * d2 + f2,
  ];
}

const TOKEN = /\[[^\]]*\]|<[0-9a-fA-F]*>|\/[^\s/[\]<>()]+|[-+]?(?:\d+\.?\d*|\.\d+)|[A-Za-z'"*]+/g;

/**
 * The text runs of a PDF with their place on the page, for layout tests: follows the graphics state (`q`, `Q`,
 * `cm`) and the text matrix (`Tm`, `Td`) of pdfkit's content streams, in the order they are drawn.
 */
export function pdfTextRuns(pdf: Buffer): TextRun[] {
  const runs: TextRun[] = [];
  for (const content of contentStreams(pdf)) {
    let ctm: Matrix = [1, 0, 0, 1, 0, 0];
    const saved: Matrix[] = [];
    let tm: Matrix = [1, 0, 0, 1, 0, 0];
    const operands: string[] = [];
    const numbers = (count: number) => operands.slice(-count).map(Number) as Matrix;
    for (const [token] of content.matchAll(TOKEN)) {
      if (!/^[A-Za-z'"*]+$/.test(token)) {
        operands.push(token);
        continue;
      }
      if (token === 'q') saved.push(ctm);
      else if (token === 'Q') ctm = saved.pop() ?? [1, 0, 0, 1, 0, 0];
      else if (token === 'cm') ctm = multiply(numbers(6), ctm);
      else if (token === 'BT') tm = [1, 0, 0, 1, 0, 0];
      else if (token === 'Tm') tm = numbers(6);
      else if (token === 'Td') {
        const [tx, ty] = numbers(2);
        tm = multiply([1, 0, 0, 1, tx, ty], tm);
      } else if (token === 'TJ') {
        const [a, , , d, x, y] = multiply(tm, ctm);
        runs.push({ text: decodeTJ(operands.at(-1) ?? ''), x, y, upright: a > 0 && d > 0 });
      }
      operands.length = 0;
    }
  }
  return runs;
}
