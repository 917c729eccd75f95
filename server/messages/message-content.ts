import { CLUB_FACTS } from '../../src/config/club-facts';

// What an e-mail and an SMS of the outbox say. The subject and body were written by
// member-events.ts and may hold what members typed (a bag's title, an operator's
// reason), so every piece of text is escaped before it goes into the HTML.

export interface Letter {
  subject: string;
  text: string;
  html: string;
}

export interface LetterInput {
  subject: string;
  body: string;
  link: string | null;
  firstName: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

/** A message's link as an address to click: a site route ('/my-profile', '#/book-bag/x') on the site, an https link (a courier's) as it is. */
export function absoluteLink(siteUrl: string, link: string | null): string {
  if (link && /^https:\/\//i.test(link)) return link;
  const route = (link ?? '/my-profile').replace(/^#?\/?/, '');
  return `${siteUrl.replace(/\/+$/, '')}/#/${route}`;
}

const clubName = 'Tote';

/**
 * The e-mail of one message: plain text and a simple HTML letter in the club's look (serif title on
 * warm paper, one button). `unsubscribeUrl` is given for kinds a member may turn off.
 */
export function composeEmail(m: LetterInput, siteUrl: string, unsubscribeUrl: string | null): Letter {
  const link = absoluteLink(siteUrl, m.link);
  const greeting = m.firstName.trim() ? `Dear ${m.firstName.trim()},` : 'Hello,';
  const why = unsubscribeUrl
    ? `You receive this because you are a member of ${clubName}. To stop these e-mails: ${unsubscribeUrl}`
    : `This message is about your ${clubName} membership, so it is always sent.`;
  const text = [greeting, '', m.body, '', `Open it: ${link}`, '', `— ${clubName}, ${CLUB_FACTS.legalName}`, '', why].join('\n');
  const e = escapeHtml;
  const footer = unsubscribeUrl
    ? `You receive this because you are a member of ${clubName}. <a href="${e(unsubscribeUrl)}" style="color:#6b645b">Unsubscribe from these e-mails</a>.`
    : `This message is about your ${clubName} membership, so it is always sent.`;
  const html = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(m.subject)}</title></head>
<body style="margin:0;background:#f4efe7;color:#1c1a17;font-family:'Helvetica Neue',Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fffdf9;border:1px solid #e4ddd2">
<tr><td style="padding:20px 28px;border-bottom:1px solid #e4ddd2;font-family:Georgia,'Times New Roman',serif;font-size:22px;letter-spacing:.08em">TOTE</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-weight:normal;font-size:24px">${e(m.subject)}</h1>
<p style="margin:0 0 12px;line-height:1.5">${e(greeting)}</p>
<p style="margin:0 0 24px;line-height:1.5">${e(m.body)}</p>
<a href="${e(link)}" style="display:inline-block;background:#7a4b2a;color:#fff;padding:12px 20px;text-decoration:none">Open in ${clubName}</a>
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #e4ddd2;color:#6b645b;font-size:12px;line-height:1.5">${e(CLUB_FACTS.legalName)}<br>${footer}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject: m.subject, text, html };
}

/**
 * The values a DLT-registered SMS template is filled with. India's operators deliver only the
 * registered text, so the template holds the words and these fill its variables (##name##, ##title##, ##link##).
 */
export function smsValues(m: LetterInput, siteUrl: string): Record<string, string> {
  return { name: m.firstName.trim() || 'Member', title: m.subject, link: absoluteLink(siteUrl, m.link) };
}
