import DOMPurify from 'dompurify';

/**
 * Brand-provided HTML made inert: no scripts, event handlers or javascript: URLs (DOMPurify's defaults),
 * HTML only (no SVG/MathML), and no <style>/<form>, which could restyle or phish across the whole page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
