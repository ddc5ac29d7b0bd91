/**
 * One row of the real tables → the plan, area and price table it becomes, or the pt-BR reason
 * it is left out (the first check it fails, in this order: the source's own check_rn63, the
 * operator in CADOP, UF, accommodation, prices, date, area, contract, coparticipation).
 */
import { areaOf } from './areas';
import { contractOf, porteOf } from './contract';
import type { OperatorFileArea, OperatorFilePlan } from './operator-file';
import { networkKeyOf } from './networks';
import { operatorOf, ufOf, type RealOperator } from './operators';
import { sourcePriceCents, type RealTableRow } from './price-rows';
import { accommodationOf, baseNameOf, coparticipationOf, coverageOf, effectiveDateOf, refundsOf, segmentationOf } from './row-facts';

/** What one accepted row becomes, before files are assembled. */
export interface NormalisedRow {
  readonly row: RealTableRow;
  readonly operator: RealOperator;
  readonly uf: string;
  readonly area: OperatorFileArea;
  readonly plan: Omit<OperatorFilePlan, 'code' | 'area' | 'network'>;
  /** Key of the plan in its source's network CSV (`networkKeyOf`), or null: the source gives no network. */
  readonly networkKey: string | null;
  readonly effectiveDate: string;
  readonly pricesCents: number[];
}

/** A row accepted (its plan) or left out (its pt-BR reason). */
export type Outcome = { kind: 'ok'; value: NormalisedRow } | { kind: 'skip'; reason: string };

const skip = (reason: string): Outcome => ({ kind: 'skip', reason });

/** The room's pt-BR word in the plan name. */
const ROOM_LABEL = { outpatient: 'Ambulatorial', infirmary: 'Enfermaria', apartment: 'Apartamento' } as const;

/**
 * The plan a row becomes: named '<product> <room> (<contract>, <coparticipation>[, hospitalar])',
 * prices in cents as the source writes them, its area among `municipalities` (UF → IBGE names);
 * or the reason the row is left out.
 */
export function normaliseRow(row: RealTableRow, municipalities: Map<string, string[]>): Outcome {
  if (row.checkRn63 !== 'ok') return skip(`Verificação da fonte check_rn63 = ${row.checkRn63}: a tabela não passa (${row.checkRn63 === 'incomplete' ? 'faixa de preço ausente' : 'RN 63/563'}); mantida como a fonte a tem, não importada.`);
  const operator = operatorOf(row);
  if (typeof operator === 'string') return skip(operator);
  const uf = ufOf(row, operator);
  if (uf === null) return skip(`UF não informada pela fonte: ${row.uf}.`);
  const accommodation = accommodationOf(row.accommodation);
  if (accommodation === null) return skip(`Acomodação não informada: ${row.accommodation || '(vazio)'}.`);
  const prices = row.prices.map(sourcePriceCents);
  if (prices.some((price) => price === null)) return skip('Preço zerado, ausente ou inválido em alguma faixa (a fonte traz 0,00 ou nada).');
  const effectiveDate = effectiveDateOf(row);
  if (effectiveDate === null) return skip(`Data da tabela não reconhecida: ${row.effective}.`);
  const area = areaOf(row, uf, municipalities);
  if (typeof area === 'string') return skip(area);
  const contract = contractOf(row);
  if (typeof contract === 'string') return skip(contract);
  const copart = coparticipationOf(row);
  if (copart === null) return skip(`Coparticipação não informada: ${row.coparticipation || '(vazio)'}.`);
  const base = baseNameOf(row);
  const segmentation = segmentationOf(row, accommodation);
  const qualifiers = [contract.label, copart.label, ...(segmentation === 'hospitalar_com_obstetricia' ? ['hospitalar'] : [])].filter((part) => part.length > 0).join(', ');
  return {
    kind: 'ok',
    value: {
      row,
      operator,
      uf,
      area,
      networkKey: networkKeyOf(row),
      effectiveDate,
      pricesCents: prices as number[],
      plan: {
        name: `${base} ${ROOM_LABEL[accommodation]} (${qualifiers})`,
        productLine: base,
        type: contract.type,
        porte: porteOf(contract.type, contract.minLives, contract.maxLives),
        minLives: contract.minLives,
        maxLives: contract.maxLives,
        acceptsMei: contract.acceptsMei,
        isOptional: contract.type === 'PJ' ? contract.isOptional : null,
        administradora: contract.administradora,
        accommodation,
        segmentation,
        coverageArea: coverageOf(row),
        coparticipation: copart.kind,
        coparticipationRules: copart.rules,
        refunds: refundsOf(row),
        notes: [row.region, row.contractType, row.lives, row.coparticipation, row.notes].filter((part) => part.trim().length > 0).join(' | '),
      },
    },
  };
}
