/**
 * Images drawn in the browser from an SVG of our own: the SVG as a file, or a PNG painted from it on a
 * canvas. No library: the browser draws an SVG image on a canvas, and a canvas gives a PNG.
 */

export const SVG_TYPE = 'image/svg+xml';
export const PNG_TYPE = 'image/png';

export function svgBlob(svg: string): Blob {
  return new Blob([svg], { type: SVG_TYPE });
}

/**
 * The SVG painted at `scale` times its size (2: sharp in print and on high-density screens). It is
 * loaded as a data URL: the content security policy lets images come from data URLs, not blob URLs.
 */
export async function svgToPngBlob(svg: string, width: number, height: number, scale = 2): Promise<Blob> {
  const image = new Image();
  image.width = width;
  image.height = height;
  image.src = `data:${SVG_TYPE};charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('This browser cannot draw images.');
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new Error('The image could not be made.')) : resolve(blob)),
      PNG_TYPE,
    ),
  );
}
