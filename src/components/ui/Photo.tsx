import { agency } from '../../config/agency';

export interface PhotoProps {
  /** A photo on the stock-photo host (its base URL, without size parameters) or a local path. */
  src: string;
  /** Required: describe the photo, or pass "" when it is purely decorative. */
  alt: string;
  width: number;
  height: number;
  /** The first visible image loads eagerly with high priority; every other image lazily. */
  priority?: boolean;
  sizes?: string;
  className?: string;
  /** Colour of the block shown until (or instead of) the photo: light on pages, dark under a hero overlay. */
  tone?: 'light' | 'dark';
}

const WIDTHS = [400, 800, 1200, 1600];

const isStockPhoto = (src: string) => src.startsWith(agency.photoOrigin);

/** The host resizes on request; we ask for the widths a layout may need. */
export function stockPhotoUrl(src: string, width: number, height?: number) {
  const url = new URL(src);
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  url.searchParams.set('w', String(width));
  if (height) url.searchParams.set('h', String(height));
  url.searchParams.set('q', '70');
  return url.href;
}

/**
 * A sized, lazy image with a tinted background (styles.css, img.photo), so a
 * photo that is still loading or fails to load (offline, blocked) leaves a
 * calm colour block instead of a blank or a broken-image icon.
 */
export function Photo({ src, alt, width, height, priority = false, sizes = '100vw', className = '', tone = 'light' }: PhotoProps) {
  const ratio = height / width;
  const stock = isStockPhoto(src);
  return (
    <img
      src={stock ? stockPhotoUrl(src, width, Math.round(width * ratio)) : src}
      srcSet={stock ? WIDTHS.map((w) => `${stockPhotoUrl(src, w, Math.round(w * ratio))} ${w}w`).join(', ') : undefined}
      sizes={stock ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`photo object-cover text-transparent ${tone === 'dark' ? 'photo-dark' : ''} ${className}`}
    />
  );
}
