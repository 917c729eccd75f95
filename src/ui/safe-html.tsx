import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// Rich text from the server (newsletter bodies) is shown as HTML only through here.
// DOMPurify, not a home-made filter: it parses like the browser does, which is
// what defeats the mutation tricks regexes miss.

const ALLOWED_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'blockquote',
  'q',
  'cite',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'span',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height'];
// http(s), mailto, tel, site routes (#/…) and same-site paths; javascript:, data: and the rest go.
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|#|\/(?!\/))/i;

let purifier: Purifier | null = null;

function instance(): Purifier {
  if (purifier) return purifier;
  // An own instance, so the hook below never touches another user of DOMPurify on the page.
  const own = DOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // A newsletter link never gets a handle on our window (window.opener) nor our address.
      node.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = own;
  return own;
}

/** `html` with everything but formatting, links and images removed: no scripts, handlers, styles or forms. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // The contents of dropped containers like <script> and <style> go with them.
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  });
}

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Server HTML rendered after sanitising: the one sanctioned use of dangerouslySetInnerHTML. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
