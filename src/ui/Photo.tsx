import { agency } from '../config/agency';
import type { PhotoData } from '../vocabulary/nodes';
import { useReportHeroPhoto } from '../head/pageFacts';

/** A photo as content gives it (src/vocabulary/nodes.ts): a stock photo's address, or an upload with the variants the build made. */
export type PhotoSource = Pick<PhotoData, 'src' | 'alt'> & Partial<Pick<PhotoData, 'sources' | 'srcSet'>>;

export interface PhotoProps {
  /** The photo: on the stock-photo host (its base URL, without size parameters), or an upload (docs/content.md, "Photos"). */
  image: PhotoSource;
  /** The box the layout gives it (its width and height attributes: the browser reserves the space before it loads). */
  width: number;
  height: number;
  /** The first visible image loads eagerly with high priority, and is preloaded from the head; every other image lazily. */
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
 * calm colour block instead of a blank or a broken-image icon. A stock photo
 * asks its host for each width; an upload offers the AVIF and WebP variants
 * the build made, with its JPEG or PNG as the fallback.
 */
export function Photo({ image, width, height, priority = false, sizes = '100vw', className = '', tone = 'light' }: PhotoProps) {
  const { src, alt, sources, srcSet } = image;
  const ratio = height / width;
  const stock = isStockPhoto(src);
  useReportHeroPhoto(priority && sources?.[0] ? { ...sources[0], sizes } : undefined);
  const img = (
    <img
      src={stock ? stockPhotoUrl(src, width, Math.round(width * ratio)) : src}
      srcSet={stock ? WIDTHS.map((w) => `${stockPhotoUrl(src, w, Math.round(w * ratio))} ${w}w`).join(', ') : srcSet}
      sizes={stock || srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`photo object-cover text-transparent ${tone === 'dark' ? 'photo-dark' : ''} ${className}`}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture className="contents">
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
