/** The HTML page of a product e-mail around its paragraphs, which arrive as HTML (escape what came from users). */
export function emailHtml(paragraphs: string[]): string {
  return `<!doctype html>
<html lang="pt-BR">
  <body style="font-family: Arial, Helvetica, sans-serif; color: #333; line-height: 1.5">
${paragraphs.map((paragraph) => `    <p>${paragraph}</p>`).join('\n')}
  </body>
</html>`;
}
