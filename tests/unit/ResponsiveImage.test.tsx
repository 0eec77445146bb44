import React from 'react';
import {render} from '@testing-library/react';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {imageKey} from '@site/src/lib/images';
import {setImages} from '../mocks/useGlobalData';

const photo = {w: 3000, h: 4000, base: '/assets/photos/deck-abc', widths: [480, 800, 1200]};

describe('ResponsiveImage', () => {
  beforeEach(() => setImages({'/img/blog/deck.jpg': photo, 'blog/my-post/photo.jpg': photo}));

  it('serves a photo as AVIF, WebP and JPEG at every width, sized so nothing shifts', () => {
    const {container} = render(
      <ResponsiveImage src="/img/blog/deck.jpg" alt="A deck at dusk" sizes="100vw" priority />,
    );
    const sources = Array.from(container.querySelectorAll('source'));
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute(
      'srcset',
      '/assets/photos/deck-abc-480.avif 480w, /assets/photos/deck-abc-800.avif 800w, /assets/photos/deck-abc-1200.avif 1200w',
    );
    expect(sources[0]).toHaveAttribute('sizes', '100vw');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/assets/photos/deck-abc-1200.jpg');
    expect(img.getAttribute('srcset')).toContain('/assets/photos/deck-abc-800.jpg 800w');
    expect(img).toHaveAttribute('width', '3000');
    expect(img).toHaveAttribute('height', '4000');
    expect(img).toHaveAttribute('alt', 'A deck at dusk');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('finds a photo next to its post', () => {
    expect(imageKey('./photo.jpg', '@site/blog/my-post/index.mdx')).toBe('blog/my-post/photo.jpg');
    const {container} = render(
      <ResponsiveImage src="./photo.jpg" from="@site/blog/my-post/index.mdx" alt="x" sizes="100vw" />,
    );
    expect(container.querySelector('source')).toHaveAttribute(
      'srcset',
      expect.stringContaining('/assets/photos/deck-abc-480.avif'),
    );
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('keeps an illustration a plain image, with its size', () => {
    const {container} = render(<ResponsiveImage src="/img/hero/dusk.svg" alt="" sizes="100vw" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/hero/dusk.svg');
    expect(container.querySelector('img')).toHaveAttribute('width', '1200');
  });

  it('only warns in the browser about an image that is not there (the build fails: ResponsiveImage.server.test)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ResponsiveImage src="/photos/typo.jpg" alt="x" sizes="100vw" />);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Image /photos/typo.jpg'));
    error.mockRestore();
  });
});
