// Personal data as screens show it (one masking function, the same on every screen).
// Korean services mask the middle of a name, the middle digits of a phone and the local part of
// an e-mail; enough stays visible for the member to recognise their own.

/** '김민지' -> '김*지', '이서' -> '이*', 'Minji Kim' -> 'M*******m'. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** '01012345678' -> '010-****-5678', '0212345678' -> '02-****-5678'; other text keeps its last 4. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  const head = digits.startsWith('02') ? '02' : digits.slice(0, 3);
  return `${head}-****-${digits.slice(-4)}`;
}

/** 'minji.kim@example.com' -> 'mi*******@example.com'; a local part of 1-2 characters keeps its first. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  const local = [...email.slice(0, at)];
  const keep = local.length <= 2 ? 1 : 2;
  return `${local.slice(0, keep).join('')}${'*'.repeat(local.length - keep)}${email.slice(at)}`;
}
