// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from '../../../src/lib/lazyModule';

describe('lazyModule', () => {
  it('imports on the first load only, and every caller gets the same module', async () => {
    const importer = vi.fn(async () => ({ answer: 42 }));
    const module = lazyModule(importer);
    expect(importer).not.toHaveBeenCalled();
    expect(module.current).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(await module.load()).toBe(first);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('holds the module once loaded, for callers that must act at once', async () => {
    const module = lazyModule(async () => ({ save: () => 'saved' }));
    await module.load();
    expect(module.current?.save()).toBe('saved');
  });

  it('tries again after a failed import (a network blip is not final)', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValue({ ok: true });
    const module = lazyModule(importer as () => Promise<{ ok: boolean }>);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.current).toBeUndefined();
    expect(await module.load()).toEqual({ ok: true });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
