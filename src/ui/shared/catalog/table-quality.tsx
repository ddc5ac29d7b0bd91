/**
 * Beside a price: how old its table is ('Tabela de MM/AAAA', and the warning for a table
 * more than 12 months old) and the operator's quality figures from ANS (IDSS with its year,
 * IGR with its month, 'não publicado' when missing), with the one-line explanation of each
 * index. Rules and texts: src/domain/quotation/table-age.ts and operator-profile.ts.
 */
import { IDSS_EXPLANATION, IGR_EXPLANATION, idssText, igrText, type OperatorAnsProfile } from '../../../domain/quotation/operator-profile';
import { isStaleTable, STALE_TABLE_WARNING, tableDateLabel } from '../../../domain/quotation/table-age';
import * as c from './catalog.css';

/** 'Tabela de 06/2026' as a tag; with the 12-month warning tag when the table is stale on `today` (Brasília). */
export function TableAgeTags({ effectiveDate, today }: { effectiveDate: string; today: string }) {
  return (
    <>
      <span className={c.tag}>{tableDateLabel(effectiveDate)}</span>
      {isStaleTable(effectiveDate, today) ? (
        <span className={c.tagWarning} role="note">
          {STALE_TABLE_WARNING}
        </span>
      ) : null}
    </>
  );
}

/** 'IDSS 2025: 0,7693 · IGR fev/2020: 2,78 por 10 mil beneficiários' (each figure titled with its explanation). */
export function OperatorQuality({ profile, className = c.muted }: { profile: OperatorAnsProfile | null | undefined; className?: string }) {
  return (
    <p className={className} data-testid="operator-quality">
      <abbr title={IDSS_EXPLANATION}>{idssText(profile)}</abbr> · <abbr title={IGR_EXPLANATION}>{igrText(profile)}</abbr>
    </p>
  );
}

/** The explanation of both indexes, one line each, with their source. */
export function QualityLegend({ className = c.muted }: { className?: string }) {
  return (
    <>
      <p className={className}>{IDSS_EXPLANATION}</p>
      <p className={className}>{IGR_EXPLANATION}</p>
    </>
  );
}
