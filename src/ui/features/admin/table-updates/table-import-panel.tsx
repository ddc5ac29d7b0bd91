/**
 * Superuser: import an operator's price table (docs/table-import.md). The form
 * (Instituição, Estado, Vigência, Arquivo CSV/XLSX) first runs a dry run — per plan the 10
 * new prices next to the table in force, the change of each bracket in %, and the RN 563
 * findings with their figures — and only then offers 'Confirmar importação', which commits
 * all or nothing. A refused file lists each problem with its row and column. Under the form,
 * the past imports (who, when, operator, state, effective date, file, plans), newest first.
 */
import { useCallback, useState, type FormEvent } from 'react';
import type { ImportReport, TableImportForm, TableImportRecord } from '../../../../application/table-updates/table-updates-gateway';
import type { RemoteFailure } from '../../../../application/shared/result';
import { AGE_BRACKETS, type AgeBracket } from '../../../../domain/quotation/age-buckets';
import { formatBRL, formatDateBR } from '../../../../domain/quotation/money';
import { BRAZILIAN_STATES, stateById } from '../../../../domain/quotation/states';
import { Badge, Button, Card, Notice, SelectField, Spinner, TextField } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import { DataTable, type DataColumn } from '../../../shared/data-table';
import { RetryNotice } from '../../../shared/remote-failure';
import { useRemote } from '../../../shared/use-remote';
import * as s from './table-updates-admin.css';

const STATE_OPTIONS = [{ value: '', label: 'Selecione' }, ...BRAZILIAN_STATES.map((state) => ({ value: String(state.id), label: `${state.uf} — ${state.name}` }))];
const SEVERITY_LABEL = { error: 'Erro', warning: 'Aviso', violation: 'RN 563' } as const;
const SEVERITY_TONE = { error: 'danger', warning: 'warning', violation: 'danger' } as const;

/** Shown when the past table imports cannot be loaded. */
export const TABLE_IMPORTS_ERROR = 'Erro ao carregar as importações de tabelas. Por favor, tente novamente.';

const importedAt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

function importColumns(institutionName: (id: number) => string): readonly DataColumn<TableImportRecord>[] {
  return [
    { header: 'Data', cell: (record) => importedAt.format(new Date(record.createdAt)) },
    { header: 'Usuário', cell: (record) => record.username },
    { header: 'Instituição', cell: (record) => institutionName(record.institutionId), rowHeader: true },
    { header: 'Estado', cell: (record) => stateById(record.stateId)?.uf ?? String(record.stateId) },
    { header: 'Vigência', cell: (record) => formatDateBR(record.effectiveDate) },
    { header: 'Arquivo', cell: (record) => record.fileName },
    {
      header: 'Planos',
      cell: (record) => (record.plans.length === 1 ? record.plans[0]!.planName : `${record.plans.length} planos`),
    },
  ];
}

interface FormState {
  institutionId: string;
  stateId: string;
  effectiveDate: string;
  file: File | null;
}

/** The refusal's lines: every field message (the file's with row and column), or its sentence. */
function problemsOf(failure: RemoteFailure): string[] {
  if (failure.kind === 'rejected' && failure.fields) return Object.values(failure.fields).flat();
  return [failure.message];
}

/** A plan's 10 new prices beside the table in force, with each bracket's change. */
function PlanPrices({ plan, changeText }: { plan: ImportReport['plans'][number]; changeText: (fraction: number) => string }) {
  const columns: readonly DataColumn<AgeBracket>[] = [
    { header: 'Faixa', cell: (bracket) => bracket.label, rowHeader: true },
    { header: 'Vigente', cell: (bracket) => (plan.current ? formatBRL(plan.current.pricesCents[bracket.index] ?? 0) : '—'), numeric: true },
    { header: 'Nova', cell: (bracket) => formatBRL(plan.pricesCents[bracket.index] ?? 0), numeric: true },
    {
      header: 'Variação',
      cell: (bracket) => {
        const change = plan.changeByBracket?.[bracket.index];
        return change === undefined ? '—' : changeText(change);
      },
      numeric: true,
    },
  ];
  return <DataTable look={s.tableLook} region={`Preços de ${plan.planName}`} columns={columns} rows={AGE_BRACKETS} rowKey={(bracket) => bracket.label} />;
}

function ReportView({ report, changeText }: { report: ImportReport; changeText: (fraction: number) => string }) {
  return (
    <div className={s.spaced} role="region" aria-label="Relatório da importação">
      <p className={s.muted}>
        {report.institution.name} · {report.uf} · vigência {formatDateBR(report.effectiveDate)} · arquivo {report.fileName} ·{' '}
        {report.plans.length === 1 ? '1 plano' : `${report.plans.length} planos`}
      </p>
      {report.plans.map((plan) => (
        <section key={plan.planId} aria-label={`Plano ${plan.planName}`}>
          <h4 className={s.planTitle}>
            {plan.planName} <span className={s.muted}>(plano {plan.planId}, linha {plan.row})</span>
          </h4>
          <p className={s.muted}>
            {plan.averageChange === null ? 'Sem tabela vigente para comparar.' : `Variação média: ${changeText(plan.averageChange)}`}
            {plan.current ? ` em relação à tabela vigente desde ${formatDateBR(plan.current.effectiveDate)}.` : ''}
          </p>
          <PlanPrices plan={plan} changeText={changeText} />
          {plan.findings.length === 0 ? (
            <p className={s.muted}>RN 563: nenhuma pendência.</p>
          ) : (
            <ul className={s.findings} aria-label={`Verificações RN 563 de ${plan.planName}`}>
              {plan.findings.map((finding) => (
                <li key={`${finding.code}-${finding.message}`}>
                  <Badge tone={SEVERITY_TONE[finding.severity]}>{SEVERITY_LABEL[finding.severity]}</Badge> {finding.message}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/** The import panel of the control panel. */
export function TableImportPanel() {
  const tableUpdates = useUseCases('tableUpdates');
  const quotation = useUseCases('quotation');
  const loadInstitutions = useCallback(() => quotation.institutions(), [quotation]);
  const institutions = useRemote('institutions', loadInstitutions);
  const [form, setForm] = useState<FormState>({ institutionId: '', stateId: '', effectiveDate: '', file: null });
  const [listKey, setListKey] = useState(0);
  const loadImports = useCallback(() => tableUpdates.tableImports(), [tableUpdates]);
  const imports = useRemote(`table-imports#${listKey}`, loadImports);
  const institutionName = (id: number) => institutions.value?.find((item) => item.id === id)?.name ?? `Instituição ${id}`;
  const [fileKey, setFileKey] = useState(0);
  const [busy, setBusy] = useState<'dry-run' | 'commit' | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  /** True when the server refused the file (else the problems are the form's own). */
  const [refused, setRefused] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const institutionOptions = [
    { value: '', label: 'Selecione' },
    ...[...(institutions.value ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')).map((item) => ({ value: String(item.id), label: item.name })),
  ];

  const change = (patch: Partial<FormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    setReport(null);
    setDone(null);
  };

  const toImportForm = (): TableImportForm | null => {
    const missing: string[] = [];
    if (!form.institutionId) missing.push('Selecione a instituição.');
    if (!form.stateId) missing.push('Selecione o estado.');
    if (!form.effectiveDate) missing.push('Informe a data de vigência.');
    if (!form.file) missing.push('Escolha o arquivo da tabela (CSV ou XLSX).');
    setProblems(missing);
    setRefused(false);
    if (missing.length > 0 || !form.file) return null;
    return { institutionId: Number(form.institutionId), stateId: Number(form.stateId), effectiveDate: form.effectiveDate, file: form.file };
  };

  const dryRun = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const importForm = toImportForm();
    if (!importForm) return;
    setBusy('dry-run');
    setDone(null);
    const result = await tableUpdates.dryRun(importForm);
    setBusy(null);
    if (result.ok) {
      setReport(result.value);
      setProblems([]);
    } else {
      setReport(null);
      setProblems(problemsOf(result.error));
      setRefused(true);
    }
  };

  const confirm = async () => {
    const importForm = toImportForm();
    if (!importForm) return;
    setBusy('commit');
    const result = await tableUpdates.confirmImport(importForm);
    setBusy(null);
    if (result.ok) {
      const count = result.value.plans.length;
      setDone(`Importação concluída: ${count === 1 ? '1 plano' : `${count} planos`} com tabela vigente a partir de ${formatDateBR(result.value.effectiveDate)}.`);
      setReport(null);
      setForm({ institutionId: form.institutionId, stateId: form.stateId, effectiveDate: '', file: null });
      setFileKey((key) => key + 1);
      setListKey((key) => key + 1);
    } else {
      setProblems(problemsOf(result.error));
      setRefused(true);
    }
  };

  return (
    <Card as="section" padding="md" aria-labelledby="importar-titulo">
      <h3 id="importar-titulo" className={s.planTitle}>
        Importar tabela de preços
      </h3>
      <p className={s.muted}>
        Arquivo CSV (separado por ponto e vírgula) ou XLSX com as colunas plano_id, plano e as 10 faixas (0-18 … 59+). Primeiro simule; nada é gravado até
        confirmar.
      </p>
      <form onSubmit={(event) => void dryRun(event)} noValidate>
        <div className={s.form}>
          <SelectField label="Instituição" options={institutionOptions} value={form.institutionId} onChange={(e) => change({ institutionId: e.target.value })} />
          <SelectField label="Estado" options={STATE_OPTIONS} value={form.stateId} onChange={(e) => change({ stateId: e.target.value })} />
          <TextField label="Vigência" type="date" value={form.effectiveDate} onChange={(e) => change({ effectiveDate: e.target.value })} />
          <TextField
            key={fileKey}
            label="Arquivo (CSV ou XLSX)"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => change({ file: e.target.files?.[0] ?? null })}
          />
        </div>
        <div className={s.actions}>
          <Button type="submit" icon="upload" loading={busy === 'dry-run'} loadingText="Simulando…" disabled={busy !== null}>
            Simular importação
          </Button>
          {report ? (
            <Button type="button" variant="primary" icon="check" loading={busy === 'commit'} loadingText="Importando…" disabled={busy !== null} onClick={() => void confirm()}>
              Confirmar importação
            </Button>
          ) : null}
        </div>
      </form>
      {problems.length > 0 ? (
        <Notice tone="error" className={s.spaced}>
          {refused ? <strong>Arquivo recusado: nada foi importado.</strong> : null}
          <ul className={s.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      {done ? (
        <Notice tone="success" className={s.spaced}>
          {done}
        </Notice>
      ) : null}
      {report ? <ReportView report={report} changeText={tableUpdates.changeText} /> : null}
      <h4 className={s.planTitle}>Importações anteriores</h4>
      {imports.status === 'loading' ? <Spinner /> : null}
      {imports.status === 'failed' ? <RetryNotice message={TABLE_IMPORTS_ERROR} onRetry={imports.reload} /> : null}
      {imports.value ? (
        <DataTable
          look={s.tableLook}
          region="Importações de tabelas"
          columns={importColumns(institutionName)}
          rows={imports.value}
          rowKey={(record) => record.id}
          empty={<span className={s.muted}>Nenhuma importação de tabela ainda.</span>}
        />
      ) : null}
    </Card>
  );
}
