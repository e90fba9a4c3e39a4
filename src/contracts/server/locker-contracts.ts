/**
 * The active client's contracts for the contract locker's widgets and the who-has-what view: the
 * page's one reading of the register (decision 083), or null when there is no client, the person is
 * not granted the contract locker, or the library cannot be read (the register above says why; the
 * widgets drawn from it are then left out rather than shown with another client's or made-up
 * figures).
 */
import { grantsFeature } from '../../auth/features.ts';
import type { LibraryContract } from '../contract.ts';
import type { RegisterRead } from './register-source.ts';

/**
 * Whether the person may read the client's register. The register, with its vendors, values and
 * ends, is the contract locker's: who has what (a feature of its own) shows the client's own
 * vendors only to someone granted the contract locker too (decision 098).
 */
export function readsRegister(roles: readonly string[]): boolean {
  return grantsFeature(roles, 'CONTRACT_LOCKER');
}

export function lockerContractsOf(read: RegisterRead | null, roles: readonly string[]): LibraryContract[] | null {
  if (!read || !readsRegister(roles) || !('contracts' in read)) return null;
  return read.contracts;
}
