/**
 * What the Overview reads for the active client, each source on its own: the register (the
 * contract model's states) and the provider's invoice extract. A source that fails says so in its
 * own widgets and the others still show; a source the client or person is not granted is absent,
 * never zero (decision 116).
 */
import { grantsFeature } from '../../auth/features.ts';
import type { SessionClient } from '../../auth/server/session-store.ts';
import type { LockerActivity } from '../../contracts/activity.ts';
import type { LibraryContract } from '../../contracts/contract.ts';
import type { CalendarDay } from '../../contracts/deadlines.ts';
import { type ContractState, contractStatesOf } from '../../contracts/model.ts';
import { readLockerActivity } from '../../contracts/server/activity-store.ts';
import { readsRegister } from '../../contracts/server/locker-contracts.ts';
import { registerSourceOf } from '../../contracts/server/register-source.ts';
import { evaluationRoleOf } from '../../rfp/evaluation.ts';
import { evaluatedRfp, newestEvaluable } from '../../rfp/events/server/evaluated.ts';
import { type EventProgress, scoringProgressOf } from '../../rfp/progress.ts';
import { readEvaluation } from '../../rfp/server/evaluation-store.ts';
import type { PortalConfig } from '../../server/config.ts';
import { logOf } from '../../server/log.ts';
import { serverGraphOf } from '../../services/server-graph.ts';
import { type RecentDocument, recentDocumentsOf, type SpendSummary, spendSummaryOf } from '../overview/figures.ts';
import { createInvoiceExtracts } from './invoice-extract.ts';
import { keptPerSite, OVERVIEW_KEPT } from './kept.ts';

/** A source of the Overview: its value, or that it failed, or that it is not the person's to see. */
export type Source<T> = { state: 'ready'; value: T } | { state: 'failed' } | { state: 'absent' };

export interface OverviewSources {
  contracts: Source<ContractState<LibraryContract>[]>;
  /** Null inside: the library holds no extract yet. */
  spend: Source<SpendSummary | null>;
  /** The evaluation of the project's RFP, for those who take part in it. */
  /** The newest closed RFP event's scoring, null when none has closed. */
  rfp: Source<EventProgress | null>;
  /** The library's documents changed most lately. */
  recent: Source<RecentDocument[]>;
  /** What the portal counted of the contract locker's use. */
  activity: Source<LockerActivity>;
}

/** Vendor users see the client's RFPs they answer, not its register or its spend. */
export function isVendorOnly(roles: readonly string[]): boolean {
  return roles.includes('VENDOR_USER') && !roles.includes('EFI_USER') && !roles.includes('CLIENT_PROSPECT_USER');
}

const extracts = new WeakMap<object, ReturnType<typeof createInvoiceExtracts>>();
function extractsOf(config: PortalConfig) {
  let kept = extracts.get(config.serverGraph);
  if (!kept) {
    kept = createInvoiceExtracts(serverGraphOf(config));
    extracts.set(config.serverGraph, kept);
  }
  return kept;
}

/** One extract's spend, worked out once a day: the extract is kept a minute, read by every view. */
const spends = new WeakMap<object, { today: CalendarDay; spend: SpendSummary | null }>();
function spendOf(invoices: Parameters<typeof spendSummaryOf>[0], today: CalendarDay): SpendSummary | null {
  const kept = spends.get(invoices);
  if (kept && kept.today === today) return kept.spend;
  const spend = spendSummaryOf(invoices, today);
  spends.set(invoices, { today, spend });
  return spend;
}

/** The recent documents of a site, asked of Graph at most once a minute per instance. */
const recents = new WeakMap<object, (siteID: string) => Promise<RecentDocument[]>>();
function recentOf(config: PortalConfig, client: SessionClient): Promise<RecentDocument[]> {
  let ofSite = recents.get(config.serverGraph);
  if (!ofSite) {
    const graph = serverGraphOf(config);
    // More than shown: folders and the reserved folders' files are left out of them.
    ofSite = keptPerSite(
      async (siteID) => recentDocumentsOf(await graph.recentItems({ siteID }, { top: 30 })),
      OVERVIEW_KEPT,
    );
    recents.set(config.serverGraph, ofSite);
  }
  return ofSite(client.siteID);
}

async function read<T>(config: PortalConfig, what: string, reading: () => Promise<T>): Promise<Source<T>> {
  try {
    return { state: 'ready', value: await reading() };
  } catch (error) {
    logOf(config).warn({ err: error, source: what }, 'An Overview source failed');
    return { state: 'failed' };
  }
}

export async function overviewSourcesOf(
  config: PortalConfig,
  client: SessionClient | undefined,
  roles: readonly string[],
  today: CalendarDay,
  project: string,
): Promise<OverviewSources> {
  const absent = { state: 'absent' } as const;
  if (!client || isVendorOnly(roles))
    return { contracts: absent, spend: absent, rfp: absent, recent: absent, activity: absent };
  const [contracts, spend, rfp, recent, activity] = await Promise.all([
    readsRegister(roles)
      ? read(config, 'contracts', async () =>
          contractStatesOf(await registerSourceOf(config).contractsOf(client), today),
        )
      : absent,
    grantsFeature(roles, 'INVOICE_INTEL')
      ? read(config, 'spend', async () => {
          const extract = await extractsOf(config).extractOf(client);
          return extract ? spendOf(extract.invoices, today) : null;
        })
      : absent,
    evaluationRoleOf(roles) !== 'none'
      ? read(config, 'rfp', async () => {
          // The newest RFP event that has closed: before the deadline there is nothing to score.
          const now = new Date();
          const event = await newestEvaluable(config, client.id, project, now);
          const rfp = event ? await evaluatedRfp(config, event, now) : undefined;
          if (!rfp) return null;
          return {
            event: { id: rfp.event.id, title: rfp.event.title },
            ...scoringProgressOf(rfp.rows, await readEvaluation(config, rfp.key)),
          };
        })
      : absent,
    grantsFeature(roles, 'FILE_MANAGER') ? read(config, 'recent', () => recentOf(config, client)) : absent,
    readsRegister(roles) ? read(config, 'activity', () => readLockerActivity(config, client.id)) : absent,
  ]);
  return { contracts, spend, rfp, recent, activity };
}
