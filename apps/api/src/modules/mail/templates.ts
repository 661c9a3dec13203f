import type { Language } from '@hr/contracts';

/**
 * What a mail says in one language: a subject, paragraphs of plain text, and at most one link to act on. The layout
 * (plain text and a simple HTML twin, every text escaped) is made here once, so a template holds only its words.
 */
export type MailContent = { subject: string; paragraphs: string[]; action?: { label: string; url: string } };
export type RenderedMail = { subject: string; text: string; html: string };

/** A kind of mail in every language of the product: the texts of all three side by side, in one file per kind. */
export type MailTemplate<Params> = (language: Language, params: Params) => RenderedMail;

export function defineMailTemplate<Params>(
  texts: Record<Language, (params: Params) => MailContent>,
): MailTemplate<Params> {
  return (language, params) => renderMail(language, texts[language](params));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export function renderMail(language: Language, content: MailContent): RenderedMail {
  const { subject, paragraphs, action } = content;
  if (action && !/^https?:\/\//.test(action.url)) throw new Error('mail link must be an http(s) address');
  const text = [...paragraphs, ...(action ? [`${action.label}:\n${action.url}`] : [])].join('\n\n');
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; color: #1f1f1f">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    '</body></html>',
  ].join('\n');
  return { subject, text: `${text}\n`, html };
}
