/**
 * The confirm's networks section: one network per operator × state × name, its providers
 * replaced by the file's (providers the catalog lacks inserted).
 */
import { eq } from 'drizzle-orm';
import type { NetworkRow } from '../../../../src/contract/operator-catalog-file';
import { stateByUf, type BrazilianState } from '../../../../src/domain/quotation/states';
import type { DbOrTx } from '../../db/database';
import { networkProviders, networks, providers } from '../../db/schema-catalog';
import { providerKey } from './catalog-diff';
import { key } from './file-rows';
import { batches, insertId, type WriteContext } from './write-context';

/**
 * The networks, row by row of the file's network section: each network once (an existing one
 * takes the file's tier — default ampla —, is marked real and loses its providers; else it is
 * inserted), each provider once (inserted when the catalog lacks it); the network × provider
 * links go in batches after the loop (one statement per row took most of a seed). Returns the
 * network ids by `state id|name key`.
 */
export async function writeNetworks(tx: DbOrTx, ctx: WriteContext, institutionId: number): Promise<Map<string, number>> {
  const networkIds = new Map<string, number>();
  const providerIds = new Map<string, number>();
  const links = new Map<string, { networkId: number; providerId: number }>();
  for (const row of ctx.file.rede) {
    const state = stateByUf(row.uf ?? '');
    if (!state) continue;
    const netKey = `${state.id}|${key(row.rede)}`;
    let networkId = networkIds.get(netKey);
    if (networkId === undefined) {
      networkId = await writeNetwork(tx, ctx, institutionId, state, row);
      networkIds.set(netKey, networkId);
    }
    const pKey = providerKey(row.prestador, row.municipio, state.uf);
    let providerId = ctx.catalog.providerByKey.get(pKey)?.id ?? providerIds.get(pKey);
    if (providerId === undefined) {
      providerId = await insertProvider(tx, state, row);
      providerIds.set(pKey, providerId);
    }
    links.set(`${networkId}|${providerId}`, { networkId, providerId });
  }
  for (const batch of batches([...links.values()])) await tx.insert(networkProviders).values(batch).onConflictDoNothing();
  return networkIds;
}

/** The row's network, the first time the file names it: the operator's one of that name in the state (tier updated, real, providers removed), else a new one. Returns its id. */
async function writeNetwork(tx: DbOrTx, ctx: WriteContext, institutionId: number, state: BrazilianState, row: NetworkRow): Promise<number> {
  const existing = ctx.catalog.networkRows.find((net) => net.stateId === state.id && key(net.name) === key(row.rede));
  const tier = (row.nivel ?? 'ampla') as 'essencial' | 'intermediaria' | 'ampla';
  if (existing) {
    await tx.update(networks).set({ tier, real: true }).where(eq(networks.id, existing.id));
    await tx.delete(networkProviders).where(eq(networkProviders.networkId, existing.id));
    return existing.id;
  }
  return insertId(tx.insert(networks).values({ institutionId, stateId: state.id, name: row.rede, tier, real: true }).returning({ id: networks.id }));
}

/** A provider the catalog lacks, from its row: a hospital admits electively unless the file says otherwise. Returns its id. */
async function insertProvider(tx: DbOrTx, state: BrazilianState, row: NetworkRow): Promise<number> {
  const kind = row.tipo as 'hospital' | 'clinic';
  return insertId(
    tx
      .insert(providers)
      .values({
        kind,
        name: row.prestador,
        city: row.municipio,
        stateId: state.id,
        uf: state.uf,
        electiveAdmission: row.internacao ?? kind === 'hospital',
        emergency: row.pronto_socorro,
        maternity: row.maternidade,
        laboratory: row.laboratorio,
      })
      .returning({ id: providers.id }),
  );
}
