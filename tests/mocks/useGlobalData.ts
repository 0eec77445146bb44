/**
 * The images plugin's global data in unit tests: every image under /img/ is
 * known, as an illustration would be (a test can add photos with setImages).
 */
import type {ImageManifest} from '../../src/lib/images';

let extra: ImageManifest = {};
const known = new Proxy({} as ImageManifest, {
  get: (_, key: string) => extra[key] ?? (key.startsWith('/img/') ? {w: 1200, h: 800} : undefined),
});

export function setImages(images: ImageManifest): void {
  extra = images;
}

export function usePluginData(name: string): unknown {
  if (name !== 'images') throw new Error(`no global data mocked for plugin ${name}`);
  return known;
}

export default function useGlobalData(): unknown {
  return {images: {default: known}};
}
