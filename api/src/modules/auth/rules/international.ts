// SPEC §5 GLOBAL_TEL: "a mismatch with the chosen country gives 'phone format does not match
// the selected country'". National number lengths (without the trunk 0) of the countries the
// site sells (SPEC §9 nations KR JP VN GU TH) and common origin markets; others: E.164 bounds.
const LENGTHS: Record<string, [number, number]> = {
  '82': [9, 10], // Korea: 10-xxxx-xxxx
  '81': [9, 10], // Japan
  '84': [9, 10], // Vietnam
  '66': [8, 9], // Thailand
  '1': [10, 10], // North America and Guam (+1 671)
  '86': [11, 11], // China
  '852': [8, 8], // Hong Kong
  '886': [9, 9], // Taiwan
  '65': [8, 8], // Singapore
  '63': [10, 10], // Philippines
  '44': [10, 10], // United Kingdom
};

export function phoneFitsCountry(callingCode: string, phone: string): boolean {
  // Users often type the domestic trunk prefix 0; the international form drops it.
  const national = phone.replace(/^0+/, '');
  const [min, max] = LENGTHS[callingCode] ?? [4, 15 - callingCode.length];
  return national.length >= min && national.length <= max;
}
