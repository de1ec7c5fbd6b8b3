/** Share links and config helpers (plain TypeScript; safe to import anywhere). */
export { encodeConfig, decodeConfig, hashKey, readHash, shareUrl, MAX_LINK_LENGTH, MAX_ITEMS } from './shareLink';
export { sanitizeConfig, resolveConfig, toSimConfig, scenarioSettings, isValidSeed, MAX_SEED, clip, type ResolvedConfig } from './config';
