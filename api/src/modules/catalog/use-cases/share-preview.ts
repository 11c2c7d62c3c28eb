// Share previews of a shared link: messengers (KakaoTalk, Facebook, LINE) show no SVG, so a
// page's og:image is a PNG of its picture at the size they expect (1200 x 630), rendered from the
// same generated scene with resvg. Rendering takes a few milliseconds; answers are immutable and a
// small cache keeps the last ones, since a shared link is fetched by many previews at once.
import { Resvg } from '@resvg/resvg-js';
import { SHARE_PREVIEW_SIZE } from '@stay/shared/constants/share-preview';
import { sceneSvg, type SceneName } from '../rules/scenes';

const { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT } = SHARE_PREVIEW_SIZE;

/** The scene cropped to the preview's shape (centre kept), as an SVG document. */
export function previewSvg(scene: SceneName, seed: number): string {
  const inner = sceneSvg(scene, seed).replace(/^<svg [^>]*>/, '').replace(/<\/svg>$/, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" viewBox="0 0 ${PREVIEW_WIDTH} ${PREVIEW_HEIGHT}"><svg viewBox="0 0 800 600" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}" preserveAspectRatio="xMidYMid slice">${inner}</svg></svg>`;
}

const cache = new Map<string, Buffer>();
const CACHE_MAX = 64;

export function previewPng(scene: SceneName, seed: number): Buffer {
  const key = `${scene}/${seed}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const png = new Resvg(previewSvg(scene, seed), { fitTo: { mode: 'width', value: PREVIEW_WIDTH } }).render().asPng();
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}
