/** Spec §9: pictures up to 1,000,000 bytes; the server accepts JPEG and PNG only (docs/api.md). */
export const MAX_PICTURE_BYTES = 1_000_000;
export const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const PICTURE_ERROR = 'Please choose an image lesser than 1Mb to upload.';
/** Spec §9: the crop area is 250 by 250 and the zoom goes from 1 to 5 in steps of 1. */
export const CROP_SIZE = 250;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 5;
export const ZOOM_STEP = 1;
/**
 * The cropped picture's side: the chosen area's own pixels, at most twice the crop area (sharp on
 * high-density screens) and at least the crop area (issue 44: a high zoom on a small picture chose
 * 50 px, saved as a 50 px picture); a smaller area is enlarged, and the cropper says so.
 */
const OUTPUT_MAX = CROP_SIZE * 2;
export const OUTPUT_MIN = CROP_SIZE;

/** The side in pixels of the picture a crop of `areaWidth` source pixels is saved at. */
export const croppedSize = (areaWidth: number) => Math.min(OUTPUT_MAX, Math.max(OUTPUT_MIN, Math.round(areaWidth)));

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file.'));
    reader.readAsDataURL(file);
  });
}

/** Decoded size of a base64 data URL, in bytes. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('Could not load the image.'));
    image.src = src;
  });
}

/**
 * Draws the chosen area into a square canvas and encodes it. A PNG source stays PNG; anything else
 * (JPEG, the webcam's WebP) becomes JPEG, because the server accepts JPEG and PNG only. When the
 * result would exceed 1,000,000 bytes it falls back to JPEG at decreasing quality.
 */
export async function cropToDataUrl(src: string, area: PixelArea): Promise<string> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  const size = croppedSize(area.width);
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  const isPng = src.startsWith('data:image/png');
  // JPEG has no transparency: a white ground instead of black behind transparent or uncovered parts.
  if (!isPng) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size, size);
  }
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  let result = isPng ? canvas.toDataURL('image/png') : canvas.toDataURL('image/jpeg', 0.92);
  for (let quality = 0.8; dataUrlBytes(result) > MAX_PICTURE_BYTES && quality > 0.2; quality -= 0.2) {
    result = canvas.toDataURL('image/jpeg', quality);
  }
  if (dataUrlBytes(result) > MAX_PICTURE_BYTES) throw new Error(PICTURE_ERROR);
  return result;
}
