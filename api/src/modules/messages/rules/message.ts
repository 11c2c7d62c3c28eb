// A message as every transport takes it: an e-mail or a text to one destination.
export interface OutgoingMessage {
  channel: 'EMAIL' | 'SMS';
  dest: string;
  /** What it is for, e.g. SIGN_EMAIL. */
  type: string;
  code?: string;
  subject?: string;
  body: string;
}
