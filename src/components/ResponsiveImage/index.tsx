import React, {type ImgHTMLAttributes} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {fallbackSrc, imageKey, srcSet, variantFormats, type ImageManifest} from '@site/src/lib/images';

interface Props extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'sizes'
> {
  /** "/img/..." under static/, or "./photo.jpg" next to the post named by `from`. */
  src: string;
  /** What the image shows, for people who cannot see it ("" only for decoration). */
  alt: string;
  /** How wide the image is drawn, e.g. "(min-width: 997px) 50vw, 100vw": the browser picks the file. */
  sizes: string;
  /** The largest image of the first screen: fetched first, never lazily. */
  priority?: boolean;
  /** The MDX file a relative src is relative to (a blog post's metadata.source). */
  from?: string;
}

/**
 * Every photo on the site: <picture> with AVIF, WebP and JPEG at the widths
 * the build made, and the intrinsic width and height so the page never
 * shifts. Illustrations (SVG) stay a plain <img>. An image the build does not
 * know fails the build (a typo or a missing file), not the visitor.
 */
export default function ResponsiveImage({src, alt, sizes, priority = false, from, ...rest}: Props): React.JSX.Element {
  const manifest = usePluginData('images') as ImageManifest;
  const entry = manifest[imageKey(src, from)];
  if (!entry) {
    const problem = `Image ${src}${from ? ` (in ${from})` : ''} is not in static/img/ or next to its post: check the path and that the file is committed.`;
    if (typeof window === 'undefined') throw new Error(problem);
    console.error(problem); // npm start: say so, keep the page
  }
  const common = {
    width: entry?.w,
    height: entry?.h,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: priority ? ('high' as const) : undefined,
    ...rest,
  };
  if (!entry?.base) return <img src={src} alt={alt} {...common} />;
  return (
    <picture>
      {variantFormats.map(([format, type]) => (
        <source key={format} type={type} srcSet={srcSet(entry, format)} sizes={sizes} />
      ))}
      <img src={fallbackSrc(entry)} srcSet={srcSet(entry, 'jpg')} sizes={sizes} alt={alt} {...common} />
    </picture>
  );
}
