/** Share links and untrusted configs (plain TypeScript; safe to import anywhere). */
export { encodeConfig, decodeConfig, hashKey, readHash, shareUrl, MAX_LINK_LENGTH } from './shareLink';
export { sanitizeConfig, clip } from './config';
