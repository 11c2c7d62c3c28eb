// Generated pictures for the seeded catalogue (no network, no files): a small SVG "photo" per
// scene, varied by a seed so every stay, room and city gets its own. Deterministic and cacheable.
export const SCENES = ['city', 'beach', 'mountain', 'temple', 'night', 'island', 'lake', 'onsen', 'pool', 'room', 'lobby', 'food', 'default'] as const;
export type SceneName = (typeof SCENES)[number];

function rng(seed: number): () => number {
  let s = (seed * 2654435761) >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;
const r0 = (n: number) => Math.round(n);

function sky(top: string, bottom: string): string {
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="800" height="600" fill="url(#s)"/>`;
}

function skyline(rand: () => number, base: number, color: string, windows: string | null): string {
  let out = '';
  for (let x = -20; x < 820; ) {
    const w = 40 + rand() * 70;
    const h = 120 + rand() * 260;
    out += `<rect x="${r0(x)}" y="${r0(base - h)}" width="${r0(w)}" height="${r0(h + 5)}" fill="${color}"/>`;
    if (windows) for (let wy = base - h + 14; wy < base - 14; wy += 26) for (let wx = x + 8; wx < x + w - 12; wx += 18) if (rand() < 0.45) out += `<rect x="${r0(wx)}" y="${r0(wy)}" width="8" height="12" fill="${windows}"/>`;
    x += w + 4;
  }
  return out;
}

const hills = (base: number, peaks: number[], color: string) => `<path d="M0 ${base} ${peaks.map((p, i) => `L${r0((i + 0.5) * (800 / peaks.length))} ${r0(p)}`).join(' ')} L800 ${base} L800 600 L0 600Z" fill="${color}"/>`;

function outdoor(scene: SceneName, rand: () => number, hue: number): string {
  switch (scene) {
    case 'night':
      return sky(hsl(230, 45, 10), hsl(260, 40, 28)) + `<circle cx="${r0(100 + rand() * 600)}" cy="90" r="30" fill="#f5f1d6"/>` + skyline(rand, 600, hsl(235, 30, 14), '#ffd36b');
    case 'city':
      return sky(hsl(205, 70, 72), hsl(hue, 40, 90)) + skyline(rand, 600, hsl(215, 18, 40 + rand() * 15), 'rgba(255,255,255,.55)');
    case 'beach':
    case 'island':
      return (
        sky(hsl(200, 80, 65), hsl(190, 70, 88)) +
        `<circle cx="${r0(120 + rand() * 560)}" cy="110" r="42" fill="#fff3b0"/>` +
        (scene === 'island' ? hills(380, [380, 250 + rand() * 60, 300, 380], hsl(130, 35, 35)) : '') +
        `<rect y="380" width="800" height="120" fill="${hsl(195, 75, 45)}"/><path d="M0 470 Q400 ${r0(430 + rand() * 30)} 800 480 L800 600 L0 600Z" fill="${hsl(42, 60, 78)}"/>`
      );
    case 'mountain':
    case 'temple':
      return (
        sky(hsl(hue, 45, 78), hsl(hue + 30, 40, 92)) +
        hills(420, [300 + rand() * 80, 180 + rand() * 60, 260 + rand() * 60, 200 + rand() * 80], hsl(150, 20, 45)) +
        hills(600, [430, 380 + rand() * 40, 420, 400], hsl(140, 30, 30)) +
        (scene === 'temple' ? `<path d="M300 330 L500 330 L560 370 L240 370Z" fill="#5b2a20"/><rect x="320" y="370" width="160" height="90" fill="#b0492f"/><path d="M330 270 L470 270 L520 305 L280 305Z" fill="#5b2a20"/><rect x="350" y="305" width="100" height="25" fill="#b0492f"/>` : '')
      );
    case 'lake':
      return sky(hsl(hue, 50, 80), '#fff') + hills(360, [300, 250 + rand() * 40, 320, 280], hsl(150, 25, 40)) + `<rect y="360" width="800" height="240" fill="${hsl(205, 50, 55)}"/>`;
    case 'onsen':
      return (
        sky(hsl(30, 30, 85), hsl(20, 25, 92)) +
        `<rect y="330" width="800" height="270" fill="${hsl(30, 20, 35)}"/><ellipse cx="400" cy="460" rx="300" ry="90" fill="${hsl(185, 45, 60)}"/>` +
        [250, 380, 510].map((x) => `<path d="M${x} 400 q-25 -40 0 -80 q25 -40 0 -80" stroke="#fff" stroke-width="10" fill="none" opacity=".6"/>`).join('')
      );
    default:
      return sky(hsl(200, 75, 70), '#fff') + `<rect y="320" width="800" height="280" fill="${hsl(195, 80, 60)}"/><rect y="300" width="800" height="24" fill="#eee"/>` +
        [120, 320, 520].map((x) => `<rect x="${x + r0(rand() * 40)}" y="250" width="120" height="40" rx="8" fill="#fafafa"/>`).join('');
  }
}

function indoor(scene: SceneName, rand: () => number, hue: number): string {
  const wall = hsl(hue, 25, 88);
  const floor = hsl(30, 30, 55 + rand() * 15);
  if (scene === 'food') {
    return `<rect width="800" height="600" fill="${hsl(hue, 30, 80)}"/><ellipse cx="400" cy="380" rx="380" ry="200" fill="${hsl(30, 35, 45)}"/>` +
      [[280, 330], [520, 330], [400, 440]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="80" fill="#fff"/><circle cx="${x}" cy="${y}" r="${r0(40 + rand() * 20)}" fill="${hsl(rand() * 60, 70, 55)}"/>`).join('');
  }
  if (scene === 'lobby') {
    return `<rect width="800" height="600" fill="${wall}"/><rect y="420" width="800" height="180" fill="${floor}"/>` +
      [120, 330, 540, 700].map((x) => `<rect x="${x}" y="80" width="40" height="340" fill="${hsl(hue, 15, 75)}"/>`).join('') +
      `<circle cx="400" cy="90" r="40" fill="#ffe8a3"/><rect x="300" y="340" width="200" height="80" fill="${hsl(hue + 180, 30, 40)}"/>`;
  }
  return `<rect width="800" height="600" fill="${wall}"/><rect y="430" width="800" height="170" fill="${floor}"/>` +
    `<rect x="470" y="90" width="250" height="220" fill="${hsl(200, 70, 75)}" stroke="#fff" stroke-width="12"/>` +
    `<rect x="80" y="320" width="380" height="140" rx="10" fill="#fff"/><rect x="80" y="300" width="380" height="40" rx="10" fill="${hsl(hue, 45, 55)}"/>` +
    `<rect x="100" y="290" width="110" height="40" rx="14" fill="#f4f4f4"/><rect x="330" y="290" width="110" height="40" rx="14" fill="#f4f4f4"/>`;
}

/** The SVG for a scene and seed (about 1-3 KB). */
/** A stay without pictures (texts.ts DEFAULT_PRODUCT_IMAGE): a plain house on grey. */
const NO_IMAGE =
  '<rect width="800" height="600" fill="#eceff3"/><path d="M300 330 L400 250 L500 330 V420 H300Z" fill="none" stroke="#b4bcc8" stroke-width="14" stroke-linejoin="round"/>' +
  '<rect x="375" y="360" width="50" height="60" fill="#b4bcc8"/>';

export function sceneSvg(scene: SceneName, seed: number): string {
  if (scene === 'default') return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" preserveAspectRatio="xMidYMid slice">${NO_IMAGE}</svg>`;
  const rand = rng(seed);
  const hue = rand() * 360;
  const body = scene === 'room' || scene === 'lobby' || scene === 'food' ? indoor(scene, rand, hue) : outdoor(scene, rand, hue);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** A facility icon: a rounded tile with the code's initials. */
export function iconSvg(code: string): string {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const initials = code.split('_').map((w) => w[0]).join('').slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><rect width="48" height="48" rx="12" fill="${hsl(h % 360, 55, 45)}"/><text x="24" y="30" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
