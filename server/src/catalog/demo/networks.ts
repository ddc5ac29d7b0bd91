/**
 * The demonstration catalog's illustrative networks: one per operator × state × tier
 * (essencial, intermediária, ampla), nested, each with at least one hospital.
 */
import type { StateId, UfCode } from '../../../../src/domain/quotation';
import { chance, rngFor } from '../prng';
import type { OperatorSeed } from '../reference-data/operators';
import type { ProviderSeed } from '../reference-data/providers';
import type { NetworkTier } from '../types';
import type { DemoRun } from './catalog-builder';
import { institutionIdOf } from './operators';

/** Network tier of a product line, by its tier (0–5). */
export const TIER_NETWORK: readonly NetworkTier[] = ['essencial', 'essencial', 'intermediaria', 'ampla', 'ampla', 'ampla'];
const NETWORK_LABEL: Readonly<Record<NetworkTier, string>> = { essencial: 'Essencial', intermediaria: 'Intermediária', ampla: 'Ampla' };
/** Most exclusive provider level (1–3) a tier takes. */
const NETWORK_MAX_LEVEL: Readonly<Record<NetworkTier, number>> = { essencial: 1, intermediaria: 2, ampla: 3 };

const isHospital = (provider: ProviderSeed): boolean => /H|PS|M/.test(provider[2]);

/**
 * Id of the operator's network of the tier in the state, added on first use: the state's
 * providers open to everyone or owned by the operator, each kept (except its own) with
 * probability 0.8 — the same draw per operator × provider in every tier, so the networks
 * nest: essencial ⊆ intermediária ⊆ ampla —, then those up to the tier's level. A network
 * without a hospital takes the least exclusive hospital there is. The operator's states
 * gain the state.
 */
export function networkOf(run: DemoRun, operator: OperatorSeed, uf: UfCode, stateId: StateId, tier: NetworkTier): number {
  const { seed, builder } = run;
  const key = `${operator.slug}|${uf}|${tier}`;
  const existing = builder.networkIds.get(key);
  if (existing !== undefined) return existing;
  // Own hospitals only in the owner's networks.
  const candidates = run.providersOf(uf).filter(({ seed: provider }) => provider[4] === undefined || provider[4] === operator.slug);
  const kept = candidates.filter(({ id, seed: provider }) => provider[4] === operator.slug || !chance(rngFor(seed, `network|${operator.slug}|${id}`), 0.2));
  if (!kept.some(({ seed: provider }) => isHospital(provider))) {
    const hospital = candidates.filter(({ seed: provider }) => isHospital(provider)).sort((a, b) => a.seed[3] - b.seed[3])[0];
    if (hospital) kept.push(hospital);
  }
  const maxLevel = NETWORK_MAX_LEVEL[tier];
  let members = kept.filter(({ seed: provider }) => provider[3] <= maxLevel);
  if (!members.some(({ seed: provider }) => isHospital(provider))) {
    // A state without basic hospitals: the tier takes the least exclusive ones there are.
    const minLevel = Math.min(...kept.filter(({ seed: provider }) => isHospital(provider)).map(({ seed: provider }) => provider[3]));
    members = kept.filter(({ seed: provider }) => provider[3] <= maxLevel || (isHospital(provider) && provider[3] === minLevel));
  }
  const providerIds = members.map(({ id }) => id).sort((a, b) => a - b);
  const id = builder.networks.length + 1;
  builder.networks.push({
    id,
    institutionId: institutionIdOf(operator),
    stateId,
    name: `Rede ${NETWORK_LABEL[tier]} ${operator.name} — ${uf}`,
    tier,
    providerIds,
    real: false,
  });
  builder.networkIds.set(key, id);
  builder.touchState(institutionIdOf(operator), stateId);
  return id;
}

/**
 * Adds the operator's three networks of the state (essencial, intermediária, ampla): the
 * real Hapvida plans take the network of their room (build-catalog.ts), so every tier exists.
 */
export function addEveryTierNetwork(run: DemoRun, operator: OperatorSeed, uf: UfCode, stateId: StateId): void {
  for (const tier of ['essencial', 'intermediaria', 'ampla'] as const) networkOf(run, operator, uf, stateId, tier);
}
