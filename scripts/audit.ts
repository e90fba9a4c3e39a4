// The audit trail's commands (decision 131), on the storage the portal's configuration names
// (STORAGE_URL's Redis, else DATA_DIR's files):
//   npm run audit:verify            checks every client's chain; names the first entry edited,
//                                   removed or moved, and exits 1 then
//   npm run audit:retain            drops entries older than AUDIT_RETENTION_DAYS (the chain's start
//                                   moves past them, so it stays valid)
//   npm run audit:forget -- <uid>   pseudonymises a person who left: forgets who their subject id is
import { pseudonymise } from '../src/audit/server/people.ts';
import { auditStoreOf } from '../src/audit/server/store.ts';
import { applyRetention, describeCheck, verifyTrails } from '../src/audit/server/verify.ts';
import { loadConfig } from '../src/server/config.ts';
import { closeStorage } from '../src/server/storage/storage.ts';

const config = loadConfig();
const [command, argument] = process.argv.slice(2);
const store = auditStoreOf(config);
let failed = false;
try {
  if (command === 'verify') {
    const started = performance.now();
    const checks = await verifyTrails(store);
    for (const check of checks) console.log(describeCheck(check));
    const entries = checks.reduce((sum, check) => sum + check.entries, 0);
    const seconds = (performance.now() - started) / 1000;
    failed = checks.some((check) => check.fault !== null);
    console.log(
      `${checks.length} chains, ${entries} entries checked in ${seconds.toFixed(1)} s: ${failed ? 'NOT intact' : 'intact'}`,
    );
  } else if (command === 'retain') {
    const dropped = await applyRetention(store, config.auditRetentionDays);
    for (const [client, count] of dropped)
      console.log(`client ${client}: ${count} entries older than ${config.auditRetentionDays} days dropped`);
  } else if (command === 'forget' && argument) {
    const subject = await pseudonymise(config, argument);
    console.log(
      subject ? `${argument} is now only subject ${subject} in the trail` : `The trail holds nothing of ${argument}`,
    );
  } else {
    console.error('Usage: node scripts/audit.ts verify | retain | forget <uid>');
    failed = true;
  }
} finally {
  await closeStorage(config);
}
process.exitCode = failed ? 1 : 0;
