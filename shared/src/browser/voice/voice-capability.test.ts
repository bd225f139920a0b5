import { describe, expect, it, vi } from 'vitest';
import type { RecognitionCtor } from './speech-recognizer.js';
import { chooseVoiceMode, installOnDevice, onDeviceStatus } from './voice-capability.js';

describe('chooseVoiceMode', () => {
  it.each([
    [true, 'available', 'on-device'],
    [false, 'available', 'on-device'],
    [null, 'available', 'on-device'],
    [true, 'downloadable', 'server'],
    [true, 'unavailable', 'server'],
    [null, 'unavailable', 'server'],
    [false, 'downloadable', 'on-device'],
    [false, 'downloading', 'on-device'],
    [false, 'unavailable', 'none'],
  ] as const)('server %s, on-device %s → %s', (server, local, mode) => {
    expect(chooseVoiceMode(server, local)).toBe(mode);
  });
});

describe('onDeviceStatus / installOnDevice', () => {
  const ctor = (api: object) => Object.assign(class {}, api) as unknown as RecognitionCtor;

  it('asks for en-US processed locally', async () => {
    const available = vi.fn(async () => 'downloadable');
    expect(await onDeviceStatus(ctor({ available }))).toBe('downloadable');
    expect(available).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
  });

  it('is unavailable without the API, when it throws, or with an unknown answer', async () => {
    expect(await onDeviceStatus(null)).toBe('unavailable');
    expect(await onDeviceStatus(ctor({}))).toBe('unavailable');
    expect(await onDeviceStatus(ctor({ available: async () => Promise.reject(new Error('policy')) }))).toBe(
      'unavailable',
    );
    expect(await onDeviceStatus(ctor({ available: async () => 'maybe' }))).toBe('unavailable');
  });

  it('installs the language pack and reports failure as false', async () => {
    const install = vi.fn(async () => true);
    expect(await installOnDevice(ctor({ install }))).toBe(true);
    expect(install).toHaveBeenCalledWith({ langs: ['en-US'], processLocally: true });
    expect(await installOnDevice(ctor({ install: async () => Promise.reject(new Error('x')) }))).toBe(false);
    expect(await installOnDevice(ctor({}))).toBe(false);
  });
});
