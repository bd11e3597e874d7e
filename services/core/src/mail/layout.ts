/**
 * One layout for every e-mail: a plain-text part and an HTML part built from the same
 * pieces, so the two never say different things. Everything interpolated into the HTML
 * is escaped (names and addresses are typed by customers).
 */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs (booking reference, schedule, address...). */
  details?: [string, string][];
  /** A receipt: one row per line, then totals. */
  receipt?: { lines: { description: string; amount: string }[]; totals: [string, string][] };
  /** The one thing to click, written out in full in the text part. */
  action?: { label: string; url: string };
  closing?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const COMPANY = 'Home Repair Services';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function textPart(m: MailContent): string {
  const out = [m.greeting, ''];
  for (const p of m.paragraphs) out.push(p, '');
  if (m.details?.length) {
    for (const [label, value] of m.details) out.push(`${label}: ${value}`);
    out.push('');
  }
  if (m.receipt) {
    for (const line of m.receipt.lines) out.push(`${line.description}  ${line.amount}`);
    out.push('');
    for (const [label, value] of m.receipt.totals) out.push(`${label}: ${value}`);
    out.push('');
  }
  if (m.action) out.push(`${m.action.label}: ${m.action.url}`, '');
  out.push(m.closing ?? `Thank you,\n${COMPANY}`);
  return out.join('\n');
}

function htmlPart(m: MailContent): string {
  const rows = (pairs: [string, string][]) =>
    pairs.map(([l, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escape(l)}</th><td style="padding:4px 0">${escape(v)}</td></tr>`).join('');
  const parts = [`<p>${escape(m.greeting)}</p>`, ...m.paragraphs.map((p) => `<p>${escape(p)}</p>`)];
  if (m.details?.length) parts.push(`<table role="presentation">${rows(m.details)}</table>`);
  if (m.receipt) {
    const lines = m.receipt.lines.map((l) => `<tr><td style="padding:4px 12px 4px 0">${escape(l.description)}</td><td align="right">${escape(l.amount)}</td></tr>`).join('');
    parts.push(`<table role="presentation" style="border-collapse:collapse"><caption align="left"><strong>Receipt</strong></caption>${lines}</table>`);
    parts.push(`<table role="presentation">${rows(m.receipt.totals)}</table>`);
  }
  if (m.action) parts.push(`<p><a href="${escape(m.action.url)}" style="font-weight:bold">${escape(m.action.label)}</a></p>`);
  parts.push(`<p>${escape(m.closing ?? `Thank you,\n${COMPANY}`).replace(/\n/g, '<br>')}</p>`);
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(m.subject)}</title></head><body style="font-family:Arial,sans-serif;color:#222">${parts.join('\n')}</body></html>`;
}

export function renderMail(m: MailContent): RenderedMail {
  return { subject: m.subject, text: textPart(m), html: htmlPart(m) };
}
