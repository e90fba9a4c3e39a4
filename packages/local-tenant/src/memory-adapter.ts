// Types of oidc-provider (it ships none): a reference, so that programs reaching this file from
// outside the package (the portal's `tsc`) see them too.
/// <reference path="./oidc-provider.d.ts" />
/**
 * In-memory storage for oidc-provider (sessions, interactions, codes, grants, refresh tokens).
 * The local tenant loses these on restart on purpose: signing keys are persisted, so issued
 * tokens stay valid, but users sign in again. One store per provider instance.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';

interface Entry {
  payload: AdapterPayload;
  expiresAt: number;
}

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

export function createMemoryAdapter(): (model: string) => Adapter {
  const entries = new Map<string, Entry>();
  const sessionUids = new Map<string, string>();
  const userCodes = new Map<string, string>();
  const grants = new Map<string, Set<string>>();
  let writes = 0;

  const sweep = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const [grantId, members] of grants) {
      for (const key of members) if (!entries.has(key)) members.delete(key);
      if (members.size === 0) grants.delete(grantId);
    }
  };

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return (model) => {
    const keyOf = (id: string) => `${model}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        if (++writes % 500 === 0) sweep();
        const key = keyOf(id);
        const expiresAt = typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
        entries.set(key, { payload, expiresAt });
        if (model === 'Session' && typeof payload.uid === 'string') sessionUids.set(payload.uid, id);
        if (typeof payload.userCode === 'string') userCodes.set(payload.userCode, id);
        if (GRANTABLE.has(model) && typeof payload.grantId === 'string') {
          const members = grants.get(payload.grantId) ?? new Set<string>();
          members.add(key);
          grants.set(payload.grantId, members);
        }
      },
      async find(id) {
        return live(keyOf(id))?.payload;
      },
      async findByUid(uid) {
        const id = sessionUids.get(uid);
        return id === undefined ? undefined : live(keyOf(id))?.payload;
      },
      async findByUserCode(userCode) {
        const id = userCodes.get(userCode);
        return id === undefined ? undefined : live(keyOf(id))?.payload;
      },
      async consume(id) {
        const entry = live(keyOf(id));
        if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        const key = keyOf(id);
        const payload = entries.get(key)?.payload;
        entries.delete(key);
        if (payload && typeof payload.uid === 'string' && sessionUids.get(payload.uid) === id)
          sessionUids.delete(payload.uid);
      },
      async revokeByGrantId(grantId) {
        for (const key of grants.get(grantId) ?? []) entries.delete(key);
        grants.delete(grantId);
      },
    };
  };
}
