/** Text made safe to place in HTML (an e-mail's body, a development page) or in an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
