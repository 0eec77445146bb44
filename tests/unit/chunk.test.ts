import {afterPaint} from '@site/src/lib/afterPaint';
import {chunk} from '@site/src/lib/chunk';

const Dialog = () => null;

describe('a component in a chunk of its own', () => {
  it('is null until it arrives, then the component itself, for a render without Suspense', async () => {
    const c = chunk(() => Promise.resolve({default: Dialog}));
    expect(c.loaded).toBeNull();
    await expect(c.load()).resolves.toBe(Dialog);
    expect(c.loaded).toBe(Dialog);
  });

  it.each(['load', 'preload'] as const)(
    'starts to fetch (%s) after the next frame, not in the tap or hover that asked',
    async (how) => {
      const importer = jest.fn(() => Promise.resolve({default: Dialog}));
      const c = chunk(importer);
      void c[how]();
      await Promise.resolve();
      expect(importer).not.toHaveBeenCalled();
      await afterPaint();
      expect(importer).toHaveBeenCalledTimes(1);
      expect(c.loaded).toBe(Dialog);
    },
  );

  it('lets a warm-up fail quietly and the next tap fetch it again', async () => {
    const importer = jest
      .fn<Promise<{default: typeof Dialog}>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: offline'))
      .mockResolvedValue({default: Dialog});
    const c = chunk(importer);
    c.preload();
    await afterPaint();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(c.loaded).toBeNull();
    await expect(c.load()).resolves.toBe(Dialog);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('hands a failed tap its error, so the caller can close what it opened', async () => {
    const c = chunk<typeof Dialog>(() => Promise.reject(new Error('ChunkLoadError')));
    await expect(c.load()).rejects.toThrow('ChunkLoadError');
    expect(c.loaded).toBeNull();
  });
});
