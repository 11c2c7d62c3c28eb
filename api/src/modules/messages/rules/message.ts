// A message as every transport takes it: an e-mail or a text to one destination.
export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  dest: string;
  /** What it is for, e.g. SIGN_EMAIL. */
  type: string;
  code?: string;
  subject?: string;
  /** The text (the plain-text part of an e-mail). */
  body: string;
  /** An e-mail's HTML part (rules/render.ts); without one the relay wraps the text in the plain layout. */
  html?: string;
  /** The same key written twice is one message (a notice whose event may be announced again). */
  dedupeKey?: string;
}

/** The language a text is written in, for the layout of a message that did not say (Hangul, kana, else English). */
export function localeOfText(text: string): 'ko' | 'en' | 'ja' {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\uac00-\ud7a3]/.test(text)) return 'ko';
  return 'en';
}
