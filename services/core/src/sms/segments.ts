/**
 * Text messages kept within two GSM-7 segments. A message in the GSM 03.38 alphabet fits
 * 160 characters in one segment and 153 a segment when split (7 go to the concatenation
 * header), so two segments hold 306; characters of the extension table (€ [ ] { } \ ^ ~ |)
 * take two. A single character outside the alphabet would switch the whole message to
 * UCS-2 (70 a segment), so we write those in GSM-7 instead (’ → ', ₱ → PHP, ...).
 */

const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENDED = '^{}\\[~]|€';
const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

/** One segment alone; two when concatenated. */
export const SINGLE_SEGMENT = 160;
export const TWO_SEGMENTS = 306;

const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '₱': 'PHP',
  '\u00a0': ' ',
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  Á: 'A',
  Í: 'I',
  Ó: 'O',
  Ú: 'U',
};

/** The text in the GSM-7 alphabet: known look-alikes replaced, anything else dropped to '?'. */
export function toGsm7(text: string): string {
  let out = '';
  for (const ch of text) {
    if (basic.has(ch) || extended.has(ch)) out += ch;
    else out += REPLACEMENTS[ch] ?? '?';
  }
  return out;
}

/** Septets the text takes (extension characters count two). */
export function gsmLength(text: string): number {
  let n = 0;
  for (const ch of text) n += extended.has(ch) ? 2 : 1;
  return n;
}

/** How many segments a GSM-7 text is sent in. */
export const segmentsOf = (text: string): number => {
  const n = gsmLength(text);
  return n <= SINGLE_SEGMENT ? 1 : Math.ceil(n / 153);
};

/**
 * The message as sent: in GSM-7 and at most `limit` septets. A longer one is cut at the
 * last word that fits and ends with '...'; `keep` (the link, say) is never cut: it is put
 * back at the end after the cut.
 */
export function fitSms(text: string, options: { limit?: number; keep?: string } = {}): string {
  const limit = options.limit ?? TWO_SEGMENTS;
  const keep = options.keep ? toGsm7(options.keep) : '';
  const body = toGsm7(text);
  const whole = keep ? `${body} ${keep}` : body;
  if (gsmLength(whole) <= limit) return whole;
  const room = limit - (keep ? gsmLength(keep) + 1 : 0) - 3;
  let cut = '';
  for (const word of body.split(/(\s+)/)) {
    if (gsmLength(cut + word) > room) break;
    cut += word;
  }
  // One word longer than the room (a very long address): cut inside it.
  if (cut.trim() === '') {
    cut = '';
    for (const ch of body) {
      if (gsmLength(cut + ch) > room) break;
      cut += ch;
    }
  }
  const shortened = `${cut.trimEnd()}...`;
  return keep ? `${shortened} ${keep}` : shortened;
}
