/** The part of madge 8's API (it ships no types) that tests/unit/cycles.test.ts uses. */
declare module 'madge' {
  interface MadgeConfig {
    baseDir?: string;
    fileExtensions?: string[];
    excludeRegExp?: RegExp[];
    tsConfig?: string | { compilerOptions: Record<string, unknown> };
    detectiveOptions?: Record<string, Record<string, unknown>>;
  }
  interface MadgeResult {
    /** Every module, by path relative to baseDir, with the modules it imports. */
    obj(): Record<string, string[]>;
    /** Each cycle as the list of modules on it. */
    circular(): string[][];
    warnings(): { skipped: string[] };
  }
  export default function madge(path: string | string[] | Record<string, string[]>, config?: MadgeConfig): Promise<MadgeResult>;
}
