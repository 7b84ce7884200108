import { escapeHtml } from '../../http/escape-html.ts';
import type { OutboxMail } from './queries.ts';

// Only http(s) links become anchors, so a mail can never smuggle in a javascript: URL.
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// A sentence may end right after a link; that full stop is not part of the URL.
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/** The mail text, escaped, with every http(s) URL in it as a clickable link. */
function linkify(text: string): string {
  let html = '';
  let position = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    html += escapeHtml(text.slice(position, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    position = match.index + url.length;
  }
  return html + escapeHtml(text.slice(position));
}

function renderMail(mail: OutboxMail): string {
  const headingId = `mail-${mail.id}`;
  const sentAt = mail.createdAt.toISOString();
  return `<article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(mail.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to)}</dd>
<dt>Sent</dt><dd><time datetime="${sentAt}">${sentAt.replace('T', ' ').slice(0, 19)} UTC</time></dd>
</dl>
<pre>${linkify(mail.text)}</pre>
</article>`;
}

/** A plain, accessible page listing the outbox, newest mail first. */
export function renderMailboxPage(mails: OutboxMail[]): string {
  const body = mails.length === 0 ? '<p>No mail yet.</p>' : mails.map(renderMail).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox - Maplepost</title>
<style>
body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
article { border: 1px solid #888; border-radius: 0.5rem; padding: 0 1rem 1rem; margin-bottom: 1rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; background: #f4f4f4; padding: 0.75rem; }
a { color: #0645ad; }
</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>Mail the portal sent while no SMTP server is configured, newest first. This page does not exist in production.</p>
${body}
</main>
</body>
</html>
`;
}
