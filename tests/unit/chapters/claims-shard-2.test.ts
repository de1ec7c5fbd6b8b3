// Shard 2 of the claims' tests (tests/claims/shard.ts): its claims judged on the store, a sample of its runs re-measured.
import { openLedger } from '../../claims/ledger';
import { defineShard } from '../../claims/shard';

defineShard(await openLedger(), 2);
