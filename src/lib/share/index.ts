/** Share links and untrusted configs (plain TypeScript; safe to import anywhere). */
export { encodeConfig, encodeLink, decodeConfig, hashKey, readHash, shareUrl, MAX_LINK_LENGTH } from './shareLink';
export { sanitizeConfig, clip } from './config';
export { encodeEdits, encodeMove, encodeAgent, parseMove, parseAgent } from './edits';
export { describeChanges } from './describe';
export { abKey, encodeAB, decodeAB, describeAB, readABHash, type ABState, type ABChoices, type Only } from './abLink';
