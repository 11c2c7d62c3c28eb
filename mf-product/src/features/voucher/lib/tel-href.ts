// The property's phone as a tel: link. Properties print their number the local way ('02-345-6789')
// or with a calling code ('+81-312-3456'); the link is written in international form where the
// nation is known, so it also dials from a phone roaming abroad.

const CALLING_CODES: Record<string, string> = { KR: '82', JP: '81', VN: '84', TH: '66' };

/** 'tel:+8223456789', or null when the text holds no number. */
export function telHref(phone: string, nationCode: string | null): string | null {
  const plus = phone.trim().startsWith('+');
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (plus) return `tel:+${digits}`;
  const code = nationCode ? CALLING_CODES[nationCode] : undefined;
  // A national number starts with the trunk prefix 0, which the international form drops.
  if (code && digits.startsWith('0')) return `tel:+${code}${digits.slice(1)}`;
  return `tel:${digits}`;
}
