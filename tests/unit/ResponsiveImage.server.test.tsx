/** @jest-environment node */
import React from 'react';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {renderToString} = require('react-dom/server') as {renderToString: (element: React.ReactElement) => string};

describe('ResponsiveImage while the build renders pages', () => {
  it('fails on an image that is not there, naming it', () => {
    expect(() => renderToString(<ResponsiveImage src="/photos/typo.jpg" alt="x" sizes="100vw" />)).toThrow(
      'Image /photos/typo.jpg is not in static/img/ or next to its post',
    );
  });

  it('renders a known image', () => {
    expect(renderToString(<ResponsiveImage src="/img/favicon.svg" alt="The mark" sizes="64px" />)).toContain(
      'width="1200"',
    );
  });
});
