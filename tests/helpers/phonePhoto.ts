import sharp from 'sharp';

/**
 * A stand-in for a writer's phone photo: 4000x3000 pixels of a deck scene
 * (sky, ridges, boards with grain, railings) with sensor noise, stored
 * sideways with an EXIF rotation and a GPS position, as phones do.
 * Photographic enough to compress like a photo; generated, never committed.
 */
export async function phonePhoto({width = 4000, height = 3000} = {}): Promise<Buffer> {
  // The scene is drawn at 4000x3000 and scaled to the size asked for.
  const boards = Array.from({length: 40}, (_, i) => {
    const y = 1500 + i * 38;
    const tone = 120 + ((i * 37) % 40);
    return (
      `<rect x="0" y="${y}" width="4000" height="34" fill="rgb(${tone + 40},${tone},${tone - 40})"/>` +
      Array.from(
        {length: 12},
        (__, j) =>
          `<path d="M${j * 340 + (i % 5) * 60} ${y + 8} q 170 ${(j % 3) * 6 - 6} 340 0" stroke="rgb(${tone},${tone - 30},${tone - 60})" stroke-width="3" fill="none"/>`,
      ).join('')
    );
  }).join('');
  const rails = Array.from(
    {length: 30},
    (_, i) => `<rect x="${i * 136 + 20}" y="1000" width="22" height="520" fill="#3b2a1c"/>`,
  ).join('');
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 4000 3000" preserveAspectRatio="xMidYMid slice">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9fd8"/><stop offset="1" stop-color="#f3d9b1"/></linearGradient></defs>
    <rect width="4000" height="1500" fill="url(#sky)"/>
    <path d="M0 1100 L500 760 L900 980 L1500 640 L2100 950 L2700 700 L3300 1000 L4000 780 V1500 H0Z" fill="#4d6b5e"/>
    <path d="M0 1250 L700 1020 L1300 1180 L2000 960 L2800 1200 L3500 1050 L4000 1180 V1500 H0Z" fill="#2f4a3f"/>
    ${rails}<rect x="0" y="980" width="4000" height="40" fill="#4a3422"/>${boards}
  </svg>`;
  const noise = await sharp({
    create: {width, height, channels: 3, background: '#808080', noise: {type: 'gaussian', mean: 128, sigma: 18}},
  })
    .png()
    .toBuffer();
  const image = await sharp(Buffer.from(scene))
    .composite([{input: noise, blend: 'overlay'}])
    .blur(0.6)
    .toBuffer();
  // Phones store a portrait photo sideways and say "rotate 90°" in EXIF (orientation 6).
  return sharp(image)
    .jpeg({quality: 92})
    .withExif({
      IFD0: {Make: 'Phone', Model: 'Camera'},
      IFD3: {GPSLatitudeRef: 'N', GPSLatitude: '35/1 57/1 38/1', GPSLongitudeRef: 'W', GPSLongitude: '83/1 55/1 14/1'},
    })
    .withMetadata({orientation: 6})
    .toBuffer();
}
