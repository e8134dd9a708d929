// DOMPurify (~9 KB compressed) is only needed where a brand's HTML is shown: a cover of type html, the white-label
// preview. Loaded on first use, it stays off the login route of every brand whose cover is an image.
type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** The sanitiser if it has been loaded already, so a later render shows the HTML at once. */
export function loadedSanitizer(): Sanitize | undefined {
  return loaded;
}

/** Loads the sanitiser once; a failed load (a dropped chunk request) is tried again by the next caller. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitizeHtml').then(
    (module) => (loaded = module.sanitizeHtml),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
