import sanitize from 'sanitize-html';

/** Largest cover HTML accepted, before sanitising (50 KB). */
export const COVER_HTML_MAX_BYTES = 50 * 1024;

const SAFE_SCHEMES = ['http', 'https', 'mailto'];

/**
 * The auth-area cover's custom HTML, safe to render on the login page: scripts, styles sheets, frames, event
 * handlers and `javascript:` URLs are dropped; plain layout tags, inline styles and images stay.
 */
export function sanitizeCoverHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'h1', 'h2', 'section', 'header', 'footer'],
    allowedAttributes: {
      '*': ['style', 'class', 'id', 'title', 'aria-label', 'role'],
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height'],
    },
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  });
}

const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'title',
  'desc',
  'use',
  'symbol',
];
const SVG_ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'viewbox',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'id',
  'class',
  'style',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradientUnits',
  'gradienttransform',
  'gradientTransform',
  'clip-path',
  'clip-rule',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'preserveaspectratio',
  'preserveAspectRatio',
  'href',
  'xlink:href',
  'version',
];

/**
 * An uploaded SVG logo without anything that runs: only drawing tags and attributes survive, links may only point
 * inside the document (`#id`). An SVG opened directly by its URL would otherwise run its scripts on the API origin.
 */
export function sanitizeSvg(svg: string): string {
  const clean = sanitize(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ['href', 'xlink:href'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    disallowedTagsMode: 'discard',
    exclusiveFilter: (frame) =>
      ['href', 'xlink:href'].some((name) => {
        const value = frame.attribs[name];
        return value !== undefined && !value.startsWith('#');
      }),
  });
  return clean;
}
