/**
 * Does this browser give the book a WebGPU device? Each way it can fail has its own reader-facing reason, which says
 * what to do. The environment is a parameter (globalThis by default), so Node tests pass a fake navigator.
 */

/** What the adapter tells about itself (all strings may be empty: browsers hide them for privacy). */
export interface GpuInfo {
  vendor: string;
  architecture: string;
  description: string;
  /** A software or fallback adapter (SwiftShader, WARP…): it works, slowly. */
  fallback: boolean;
  maxWorkgroupSizeX: number;
  /** The device times its own work (the 'timestamp-query' feature): the rung then reports true GPU time. */
  timestamps: boolean;
}

export type GpuFailure = 'no-webgpu' | 'insecure' | 'no-adapter' | 'device-lost';

export interface GpuUnsupported { ok: false; code: GpuFailure; reason: string }
export type GpuSupport = { ok: true; info: GpuInfo } | GpuUnsupported;

/** The part of the global scope the check reads. */
export interface GpuEnv {
  navigator?: { gpu?: Pick<GPU, 'requestAdapter'> };
  isSecureContext?: boolean;
}

const WHAT_TO_DO =
  'WebGPU is on by default in Chrome and Edge 113 and later (Windows, macOS, ChromeOS, Android), in Safari 26 and in ' +
  'Firefox 141 on Windows; on Linux, Chromium needs the flag chrome://flags/#enable-unsafe-webgpu.';

export const REASONS: Record<GpuFailure, string> = {
  'no-webgpu': `This browser has no WebGPU (navigator.gpu is missing). ${WHAT_TO_DO}`,
  insecure: 'WebGPU is only offered to secure pages (https:// or localhost), and this page was not loaded as one. Open the book over https.',
  'no-adapter': `This browser has WebGPU but found no graphics adapter for it: the GPU or its driver may be blocked (see chrome://gpu), or WebGPU is switched off. ${WHAT_TO_DO}`,
  'device-lost': 'The graphics adapter was found, but it refused or lost the device (a driver reset, or the tab ran out of GPU memory). Reloading the page may help.'
};

const fail = (code: GpuFailure, detail = ''): GpuUnsupported => ({ ok: false, code, reason: detail ? `${REASONS[code]} (${detail})` : REASONS[code] });

/** Adapter and device, or the reason there are none. The caller owns the device (and destroys it). */
export async function acquireGpu(env: GpuEnv = globalThis as GpuEnv): Promise<{ ok: true; adapter: GPUAdapter; device: GPUDevice; info: GpuInfo } | GpuUnsupported> {
  // An insecure page has no navigator.gpu at all; say why, rather than "no WebGPU".
  if (env.isSecureContext === false) return fail('insecure');
  const gpu = env.navigator?.gpu;
  if (!gpu) return fail('no-webgpu');
  let adapter: GPUAdapter | null;
  try {
    adapter = await gpu.requestAdapter();
  } catch (e) {
    return fail('no-adapter', String(e));
  }
  if (!adapter) return fail('no-adapter');
  let device: GPUDevice;
  // GPU time where the adapter can clock it; a device refused with the feature is asked for again without it.
  const timed = adapter.features?.has('timestamp-query') === true;
  try {
    device = await adapter.requestDevice(timed ? { requiredFeatures: ['timestamp-query'] } : undefined).catch((e: unknown) => {
      if (timed) return adapter.requestDevice();
      throw e;
    });
  } catch (e) {
    return fail('device-lost', String(e));
  }
  const i = adapter.info;
  const info: GpuInfo = {
    vendor: i?.vendor ?? '', architecture: i?.architecture ?? '', description: i?.description ?? '',
    fallback: Boolean((i as { isFallbackAdapter?: boolean } | undefined)?.isFallbackAdapter ?? (adapter as { isFallbackAdapter?: boolean }).isFallbackAdapter),
    maxWorkgroupSizeX: adapter.limits.maxComputeWorkgroupSizeX,
    timestamps: device.features?.has('timestamp-query') === true
  };
  return { ok: true, adapter, device, info };
}

/** Feature detection for a page: asks for a device once, then lets it go. */
export async function gpuSupport(env: GpuEnv = globalThis as GpuEnv): Promise<GpuSupport> {
  const got = await acquireGpu(env);
  if (!got.ok) return got;
  got.device.destroy();
  return { ok: true, info: got.info };
}

/** The adapter in a few words for a reader ("google swiftshader (software)"). */
export function describeGpu(info: GpuInfo): string {
  const name = [info.vendor, info.architecture, info.description].filter(Boolean).join(' ') || 'an unnamed adapter';
  return info.fallback || /swiftshader|llvmpipe|warp/i.test(name) ? `${name} (software)` : name;
}
