// Text typed by the office with its web addresses made clickable: React elements only (never HTML from the
// text), http and https links only, opened in a new tab without a way back to this page.
import { Fragment } from 'react';

// An address runs to the next space or angle bracket; punctuation at its end belongs to the sentence.
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'")\]}]+$/;

function safeHref(candidate: string) {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits text into plain runs and links. */
export function linkParts(text: string) {
  const parts: ({ text: string } | { text: string; href: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const address = match[0].replace(TRAILING, '');
    const href = safeHref(address);
    if (!href) continue;
    if (match.index > at) parts.push({ text: text.slice(at, match.index) });
    parts.push({ text: address, href });
    at = match.index + address.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

export function LinkedText({ text }: { text: string }) {
  return linkParts(text).map((part, i) =>
    'href' in part ? (
      <a
        key={i}
        href={part.href}
        target="_blank"
        rel="noopener noreferrer"
        className="text-primary underline underline-offset-2 hover:no-underline"
      >
        {part.text}
      </a>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}
