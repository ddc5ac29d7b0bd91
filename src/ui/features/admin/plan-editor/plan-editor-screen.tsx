/**
 * /admin/editar/{instituicao?} (superusers; spec point 2). Without a parameter:
 * the operators with their plan counts (pick one). With an operator (slug or id): its
 * plans filtered by state, type and porte; the chosen plan's fields (react-hook-form,
 * checked with the contract's schema and cross-field rules), its hospitals and clinics
 * (search, add, remove), refunds, coparticipation rules (percent typed × 100, stored as a
 * fraction) and carências (refused at the field above the Lei 9.656/98 maximum); the clone
 * dialog with spec point 8's progress and error texts; and the audit list.
 *
 * Every save sends the plan's `version`: a plan saved by someone else since it was opened
 * answers the server's sentence (409) and the editor offers to reload it.
 */
import { useCallback, useState } from 'react';
import { Notice, PageHeader, Spinner } from '../../../design-system';
import { useUseCases } from '../../../app/services-context';
import { RetryNotice } from '../../../shared/remote-failure';
import type { ScreenProps } from '../../../shared/screen';
import { useRemote } from '../../../shared/use-remote';
import { AuditList } from '../audit-list';
import { InstitutionsSummary } from '../institutions-summary';
import { InstitutionPlans } from './institution-plans';

/** The screen (module note). */
export default function PlanEditorScreen({ params }: ScreenProps) {
  const param = params.instituicao;
  const planAdmin = useUseCases('planAdmin');
  const [auditKey, setAuditKey] = useState(0);
  const loadInstitutions = useCallback(() => planAdmin.institutions(), [planAdmin]);
  const institutions = useRemote(param ? 'institutions' : null, loadInstitutions);
  const institution = param ? institutions.value?.find((candidate) => candidate.slug === param || String(candidate.id) === param) : undefined;

  if (!param) {
    return (
      <>
        <PageHeader eyebrow="Administração" title="Editar operadora" description="Escolha a operadora cujos planos você quer editar." />
        <InstitutionsSummary />
        <AuditList refreshKey={auditKey} />
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow="Administração" title={institution ? `Editar ${institution.name}` : 'Editar operadora'} description="Planos, redes, regras e clonagem." />
      {institutions.status === 'loading' ? <Spinner /> : null}
      {institutions.status === 'failed' ? <RetryNotice message={institutions.failure.message} onRetry={institutions.reload} /> : null}
      {institutions.value && !institution ? <Notice tone="error">Operadora não encontrada.</Notice> : null}
      {institution ? <InstitutionPlans institutionId={institution.id} onChanged={() => setAuditKey((key) => key + 1)} /> : null}
      <AuditList refreshKey={auditKey} />
    </>
  );
}
