import { escapeHtml as e } from './message-content';

/**
 * The small page an e-mail's unsubscribe link opens: a GET only asks (mail scanners open links,
 * and must not unsubscribe anybody), the button POSTs the one-click form that mail clients send too.
 */
export function unsubscribePage(page: { title: string; text: string; confirmAction?: string }): string {
  const form = page.confirmAction
    ? `<form method="post" action="${e(page.confirmAction)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`
    : '<p><a href="/#/my-profile">Choose your messages in My Account</a></p>';
  return `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(page.title)} · Tote</title>
<style>body{margin:0;background:#f4efe7;color:#1c1a17;font:16px/1.5 'Helvetica Neue',Helvetica,Arial,sans-serif}main{max-width:520px;margin:48px auto;padding:28px;background:#fffdf9;border:1px solid #e4ddd2}h1{font:normal 26px Georgia,serif;margin:0 0 12px}button{font:inherit;background:#7a4b2a;color:#fff;border:0;padding:12px 20px;cursor:pointer}button:focus-visible,a:focus-visible{outline:3px solid #1a5fb4;outline-offset:2px}a{color:#5f3a20}</style>
</head><body><main><h1>${e(page.title)}</h1><p>${e(page.text)}</p>${form}</main></body></html>`;
}
