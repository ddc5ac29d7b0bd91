/**
 * Superuser: import a whole operator (docs/operator-catalog-file.md) — "Importar operadora"
 * in the control panel. Pick the catalog file(s) (one JSON, one XLSX, or one CSV per
 * section) → 'Simular importação': the dry run's report (counts; each plan new / changed /
 * unchanged with the change of each bracket in %; RN 563 findings; plans of the catalog not
 * in the file, kept; providers, administradoras, entities and areas that 'serão criados /
 * criadas ao confirmar'), or the refusal with each problem's section, row and column → 'Confirmar
 * importação' (the same files again: the server checks everything once more and writes it
 * all or nothing) → the outcome. Below: the templates to download and the list of past
 * imports. The outcome of each step is announced (status / alert) and focus moves to it.
 */
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { OperatorImportPlan, OperatorImportRecord, OperatorImportReport } from '../../../../application/table-updates/operator-import-gateway';
import type { RemoteFailure } from '../../../../application/shared/result';
import { AGE_BRACKETS } from '../../../../domain/quotation/age-buckets';
import { Badge, Button, Card, Notice, Spinner, TextField } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import { DataTable, type DataColumn } from '../../../shared/data-table';
import { RetryNotice } from '../../../shared/remote-failure';
import { useRemote } from '../../../shared/use-remote';
import jsonTemplateUrl from '../../../../../docs/samples/operadora-modelo.json?url';
import xlsxTemplateUrl from '../../../../../docs/samples/operadora-modelo.xlsx?url';
import areasCsvUrl from '../../../../../docs/samples/operadora-modelo-areas.csv?url';
import carenciasCsvUrl from '../../../../../docs/samples/operadora-modelo-carencias.csv?url';
import coparticipacoesCsvUrl from '../../../../../docs/samples/operadora-modelo-coparticipacoes.csv?url';
import operadoraCsvUrl from '../../../../../docs/samples/operadora-modelo-operadora.csv?url';
import planosCsvUrl from '../../../../../docs/samples/operadora-modelo-planos.csv?url';
import precosCsvUrl from '../../../../../docs/samples/operadora-modelo-precos.csv?url';
import redeCsvUrl from '../../../../../docs/samples/operadora-modelo-rede.csv?url';
import reembolsosCsvUrl from '../../../../../docs/samples/operadora-modelo-reembolsos.csv?url';
import * as s from './table-updates-admin.css';

/** Shown when the list of imports cannot be loaded. */
export const OPERATOR_IMPORTS_ERROR = 'Erro ao carregar as importações de operadoras. Por favor, tente novamente.';

/** The templates (docs/samples, bundled as static files): [download name, url]. */
const TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  ['operadora-modelo.xlsx', xlsxTemplateUrl],
  ['operadora-modelo.json', jsonTemplateUrl],
];
const CSV_TEMPLATES: ReadonlyArray<readonly [string, string]> = [
  ['operadora', operadoraCsvUrl],
  ['areas', areasCsvUrl],
  ['planos', planosCsvUrl],
  ['precos', precosCsvUrl],
  ['coparticipacoes', coparticipacoesCsvUrl],
  ['carencias', carenciasCsvUrl],
  ['reembolsos', reembolsosCsvUrl],
  ['rede', redeCsvUrl],
];

const STATUS_LABEL = { new: 'Novo', changed: 'Alterado', unchanged: 'Sem mudança' } as const;
const STATUS_TONE = { new: 'success', changed: 'warning', unchanged: 'neutral' } as const;
const SEVERITY_LABEL = { error: 'Erro', warning: 'Aviso', violation: 'RN 563' } as const;
const SEVERITY_TONE = { error: 'danger', warning: 'warning', violation: 'danger' } as const;
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' });

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('pt-BR')} ${count === 1 ? one : many}`;

/** The counts as one sentence: '3 planos novos · 0 alterados · 0 sem mudança · 0 no catálogo fora do arquivo'. */
export function countsText(counts: OperatorImportReport['counts']): string {
  return [
    plural(counts.new, 'plano novo', 'planos novos'),
    plural(counts.changed, 'alterado', 'alterados'),
    `${counts.unchanged.toLocaleString('pt-BR')} sem mudança`,
    `${counts.missing.toLocaleString('pt-BR')} no catálogo fora do arquivo`,
  ].join(' · ');
}

/** The refusal's lines: the file's problems (with section, row, column), or the sentence. */
function problemsOf(failure: RemoteFailure): string[] {
  if (failure.kind === 'rejected' && failure.fields) return Object.values(failure.fields).flat();
  return [failure.message];
}

/** A changed plan's 10 bracket changes. */
function BracketChanges({ plan, changeText }: { plan: OperatorImportPlan; changeText: (fraction: number) => string }) {
  const changes = plan.changeByBracket;
  if (!changes) return null;
  const columns: readonly DataColumn<number>[] = AGE_BRACKETS.map((bracket) => ({
    header: bracket.label,
    cell: (row: number) => changeText(changes[bracket.index] ?? row),
    numeric: true,
  }));
  return <DataTable look={s.tableLook} region={`Variação por faixa de ${plan.name}`} caption="Variação por faixa etária" columns={columns} rows={[0]} rowKey={() => 'change'} />;
}

function PlanLine({ plan, changeText }: { plan: OperatorImportPlan; changeText: (fraction: number) => string }) {
  return (
    <li className={s.spaced}>
      <Badge tone={STATUS_TONE[plan.status]}>{STATUS_LABEL[plan.status]}</Badge> <strong>{plan.name}</strong>{' '}
      <span className={s.muted}>
        ({plan.code} · {plan.area} · {plan.uf})
      </span>
      {plan.changes.length > 0 ? <p className={s.muted}>Muda: {plan.changes.join(', ')}.</p> : null}
      <BracketChanges plan={plan} changeText={changeText} />
      {plan.findings.length > 0 ? (
        <ul className={s.findings} aria-label={`Verificações RN 563 de ${plan.name}`}>
          {plan.findings.map((finding) => (
            <li key={`${finding.code}-${finding.message}`}>
              <Badge tone={SEVERITY_TONE[finding.severity]}>{SEVERITY_LABEL[finding.severity]}</Badge> {finding.message}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function NamedList({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h4 className={s.planTitle}>{title}</h4>
      <ul className={s.problems}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** The dry run's report. */
function ReportView({ report, changeText }: { report: OperatorImportReport; changeText: (fraction: number) => string }) {
  // 'serão criados/criadas ao confirmar', agreeing with the noun.
  const created = 'serão criados ao confirmar';
  const createdF = 'serão criadas ao confirmar';
  return (
    <div className={s.spaced}>
      <p>
        <strong>{report.operator.name}</strong> (registro ANS {report.operator.ansRegistration}){report.operator.isNew ? ' — operadora nova, será criada ao confirmar' : ''} · arquivo{' '}
        {report.fileName}
      </p>
      <h4 className={s.planTitle}>Planos do arquivo</h4>
      <ul className={s.findings} aria-label="Planos do arquivo">
        {report.plans.map((plan) => (
          <PlanLine key={plan.code} plan={plan} changeText={changeText} />
        ))}
      </ul>
      <NamedList
        title="No catálogo, fora do arquivo (mantidos)"
        items={report.missing.map((plan) => `${plan.name} (${plan.code ?? `plano ${plan.id}`} · ${plan.uf})`)}
      />
      <NamedList title={`Prestadores novos — ${created}`} items={report.newProviders.map((provider) => `${provider.name} (${provider.city}/${provider.uf})`)} />
      <NamedList title={`Administradoras novas — ${createdF}`} items={report.newAdministradoras} />
      <NamedList title={`Entidades novas — ${createdF}`} items={report.newEntities} />
      <NamedList title={`Áreas de comercialização novas — ${createdF}`} items={report.newAreas} />
    </div>
  );
}

const IMPORT_COLUMNS: readonly DataColumn<OperatorImportRecord>[] = [
  { header: 'Data', cell: (record) => dateTime.format(new Date(record.createdAt)) },
  { header: 'Usuário', cell: (record) => record.username },
  { header: 'Operadora', cell: (record) => `${record.operator.name} (${record.operator.ansRegistration})`, rowHeader: true },
  { header: 'Arquivo', cell: (record) => record.fileName },
  { header: 'Novos', cell: (record) => record.counts.new, numeric: true },
  { header: 'Alterados', cell: (record) => record.counts.changed, numeric: true },
  { header: 'Sem mudança', cell: (record) => record.counts.unchanged, numeric: true },
  { header: 'Fora do arquivo', cell: (record) => record.counts.missing, numeric: true },
];

/** The operator import section of the control panel. */
export function OperatorImportPanel() {
  const tableUpdates = useUseCases('tableUpdates');
  const [files, setFiles] = useState<File[]>([]);
  const [fileKey, setFileKey] = useState(0);
  const [busy, setBusy] = useState<'dry-run' | 'commit' | null>(null);
  const [report, setReport] = useState<OperatorImportReport | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [listKey, setListKey] = useState(0);
  const loadImports = useCallback(() => tableUpdates.operatorImports(), [tableUpdates]);
  const imports = useRemote(`operator-imports#${listKey}`, loadImports);
  const outcome = useRef<HTMLDivElement>(null);

  // Focus follows the outcome of each step (report, refusal, success), so a keyboard or
  // screen-reader user lands on what the click produced.
  useEffect(() => {
    if (report || refusal || done) outcome.current?.focus();
  }, [report, refusal, done]);

  const choose = (list: FileList | null) => {
    setFiles(list ? [...list] : []);
    setReport(null);
    setRefusal(null);
    setDone(null);
  };

  const fail = (failure: RemoteFailure) => setRefusal({ message: failure.message, problems: problemsOf(failure) });

  const dryRun = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy('dry-run');
    setDone(null);
    setRefusal(null);
    setReport(null);
    const result = await tableUpdates.operatorDryRun(files);
    setBusy(null);
    if (result.ok) setReport(result.value);
    else fail(result.error);
  };

  const confirm = async () => {
    setBusy('commit');
    const result = await tableUpdates.confirmOperatorImport(files);
    setBusy(null);
    if (!result.ok) {
      setReport(null);
      fail(result.error);
      return;
    }
    const { counts, operator } = result.value;
    setDone(
      counts.new + counts.changed === 0
        ? `Nada a gravar: ${plural(counts.unchanged, 'plano do arquivo já está', 'planos do arquivo já estão')} no catálogo assim.`
        : `Importação concluída: ${operator.name} — ${plural(counts.new, 'plano novo', 'planos novos')} e ${plural(counts.changed, 'alterado', 'alterados')}.`,
    );
    setReport(null);
    setFiles([]);
    setFileKey((key) => key + 1);
    setListKey((key) => key + 1);
  };

  return (
    <Card as="section" padding="md" aria-labelledby="importar-operadora-titulo">
      <h3 id="importar-operadora-titulo" className={s.planTitle}>
        Importar operadora
      </h3>
      <p className={s.muted}>
        Um arquivo traz a operadora inteira: áreas, planos, tabelas de preços, coparticipações, carências, reembolsos e rede. Envie um JSON, um XLSX (uma aba
        por seção) ou um CSV por seção, até 10 MiB e 50.000 linhas. Primeiro simule; nada é gravado até confirmar.
      </p>
      <p className={s.muted}>
        Modelos:{' '}
        {TEMPLATES.map(([name, url]) => (
          <span key={name}>
            <a href={url} download={name}>
              {name}
            </a>{' '}
            ·{' '}
          </span>
        ))}
        CSV:{' '}
        {CSV_TEMPLATES.map(([section, url], index) => (
          <span key={section}>
            <a href={url} download={`operadora-modelo-${section}.csv`} aria-label={`Modelo CSV da seção ${section}`}>
              {section}
            </a>
            {index < CSV_TEMPLATES.length - 1 ? ', ' : ''}
          </span>
        ))}
      </p>
      <form onSubmit={(event) => void dryRun(event)} noValidate>
        <div>
          <TextField
            key={fileKey}
            label="Arquivos do catálogo (JSON, XLSX ou CSV)"
            hint="Vários CSV de uma vez: um por seção (o nome termina com a seção, ex.: amil-sp-precos.csv)."
            type="file"
            multiple
            accept=".json,.xlsx,.csv,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(e) => choose(e.target.files)}
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
      <div ref={outcome} tabIndex={-1} role="region" aria-label="Resultado da importação de operadora">
        {refusal ? (
          <Notice tone="error" className={s.spaced}>
            <strong>{refusal.message}</strong>
            <ul className={s.problems}>
              {refusal.problems.map((problem) => (
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
        {report ? (
          <section aria-label="Relatório da simulação">
            <Notice tone="info" className={s.spaced}>
              Simulação: nada foi gravado. {countsText(report.counts)}.
            </Notice>
            <ReportView report={report} changeText={tableUpdates.changeText} />
          </section>
        ) : null}
      </div>
      <h4 className={s.planTitle}>Importações anteriores</h4>
      {imports.status === 'loading' ? <Spinner /> : null}
      {imports.status === 'failed' ? <RetryNotice message={OPERATOR_IMPORTS_ERROR} onRetry={imports.reload} /> : null}
      {imports.value ? (
        <DataTable
          look={s.tableLook}
          region="Importações de operadoras"
          columns={IMPORT_COLUMNS}
          rows={imports.value}
          rowKey={(record) => record.id}
          empty={<span className={s.muted}>Nenhuma importação de operadora ainda.</span>}
        />
      ) : null}
    </Card>
  );
}
