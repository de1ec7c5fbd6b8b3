import { describe, expect, it } from 'vitest';
import { isSoftwareRenderer } from '../../../src/lib/components/flock3d/gpu';

describe('isSoftwareRenderer', () => {
  it('knows the software rasterisers by the names browsers give them', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)', // this Chromium, --disable-gpu
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'Mesa/X.org, llvmpipe (LLVM 12.0.0, 256 bits)',
      'softpipe',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple Software Renderer'
    ]) expect(isSoftwareRenderer(name), name).toBe(true);
  });
  it('takes any other name for a GPU', () => {
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
      'Apple M1',
      'Adreno (TM) 640',
      'Mali-G78',
      'WebKit WebGL',
      ''
    ]) expect(isSoftwareRenderer(name), name).toBe(false);
  });
});
