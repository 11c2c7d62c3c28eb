// Share previews (og:image): messengers show no SVG, so a catalogue picture
// (`/media/img/{scene}/{seed}.svg`) is shared as its 1200 x 630 PNG preview, which the server renders
// from the same scene (api/src/services/content/media/preview.ts). Any other path is shared as is.
export const SHARE_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** The share preview of a picture path or URL: the PNG of a catalogue picture, else the picture itself. */
export function sharePreviewOf(image: string): string {
  return image.replace(/\/media\/img\/([a-z]+)\/(\d{1,9})\.svg(?=$|[?#])/, '/media/preview/$1/$2.png');
}
