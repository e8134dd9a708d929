import zlib from 'node:zlib';

/**
 * The text a PDF shows, for tests: inflates pdfkit's content streams and decodes the hex strings of its text
 * operators (standard fonts, WinAnsi ≈ Latin-1 for the characters the reports use). Pieces are joined by newlines.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  const whole = pdf.toString('latin1');
  for (const stream of whole.matchAll(/(?<!end)stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const raw = Buffer.from(stream[1] ?? '', 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const match of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      out.push(Buffer.from(hex, 'hex').toString('latin1').replace(/\x85/g, '…'));
    }
  }
  return out.join('\n');
}
