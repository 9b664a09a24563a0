import { Marked, Renderer } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({ gfm: true });
// A table wider than a phone scrolls inside its own box instead of widening the page; the box takes
// focus so that a keyboard can scroll it too.
markdown.use({
  renderer: {
    table(token) {
      return `<div class="table-scroll" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
    },
  },
});

/**
 * Where a post's images may come from: the images shipped with the site (/blog-images/…), the CMS's
 * uploads (/api/blog-images/…) or an https address.
 */
function isPostImage(src: string): boolean {
  if (/^\/(?:api\/)?blog-images\/[\w.-]+$/.test(src)) return true;
  try {
    return new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Markdown → HTML that is safe to insert into the page (blog posts, units' tips): only formatting
 * tags survive, links keep http(s), mailto and same-site paths, and external links open without
 * access to our window. Raw HTML in the Markdown is passed through the same filter, so `<script>`,
 * event handlers, `javascript:` and `data:` URLs never reach a reader.
 */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'del',
      'blockquote',
      'code',
      'pre',
      'a',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'img',
      'div',
    ],
    allowedClasses: { div: ['table-scroll'] },
    allowedAttributes: {
      div: ['tabindex'],
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      th: ['align'],
      td: ['align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    // An image is fetched by every reader's browser with their cookies: only the site's own image
    // store or another https site, never an address of the API (an image of the sign-out link
    // would sign every reader out).
    exclusiveFilter: (frame) => frame.tag === 'img' && !isPostImage(frame.attribs.src ?? ''),
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: /^https?:/i.test(attribs.href ?? '')
          ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' }
          : attribs,
      }),
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}
