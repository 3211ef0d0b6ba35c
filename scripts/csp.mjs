// The Content-Security-Policy's hashes of a page's inline scripts or styles: scripts/postbuild.mjs
// puts them in the built index.html, and scripts/visit-phases.mjs again in a copy it changed.
import { createHash } from 'node:crypto';

/** `'sha256-…'` of each inline `<tag>` of `html` (`script` or `style`); a JSON data block is never run, so it has none. */
export function inlineHashes(html, tag) {
  const inline = new RegExp(`<${tag}(?![^>]*\\b(?:src=|type="application/json"))[^>]*>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(inline)].map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
}
