/**
 * The plan editor's clone dialog with spec point 8's progress and error texts.
 */
import { useCallback, useEffect, useState } from 'react';
import { CLONE_DONE } from '../../../../domain/plan-admin';
import type { AdminPlan } from '../../../../domain/plan-admin-types';
import { isPorteCode, PJ_PORTE_OPTIONS } from '../../../../domain/quotation/plan-types';
import { Button, Dialog, Notice, SelectField, TextField } from '../../../design-system';
import { useAlerts } from '../../../app/alert-context';
import { useUseCases } from '../../../app/services-context';
import { useRemote } from '../../../shared/use-remote';
import * as p from '../../../shared/payments.css';
import * as s from '../admin.css';
import { STATE_OPTIONS } from './plan-form-values';

/** 'Clonar plano': name, state, area (and porte for PJ) of the copy; `onCloned` gets the finished copy. */
export function CloneDialog({ plan, onCloned }: { plan: AdminPlan; onCloned: (copy: AdminPlan) => void }) {
  const planAdmin = useUseCases('planAdmin');
  const alerts = useAlerts();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(`${plan.name} (cópia)`);
  const [state, setState] = useState(String(plan.state.id));
  const [area, setArea] = useState(String(plan.commercializationArea.id));
  const [porte, setPorte] = useState<string>(plan.porte ?? '');
  const [progress, setProgress] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; detail?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const loadAreas = useCallback(() => planAdmin.areas(Number(state)), [planAdmin, state]);
  const areas = useRemote(open ? `clone-areas#${state}` : null, loadAreas);
  useEffect(() => {
    if (areas.value && !areas.value.some((a) => String(a.id) === area)) setArea(areas.value[0] ? String(areas.value[0].id) : '');
  }, [areas.value, area]);

  const clone = async () => {
    setBusy(true);
    setFailure(null);
    const result = await planAdmin.clone(
      plan,
      { name, stateId: Number(state), commercializationAreaId: Number(area), porte: isPorteCode(porte) ? porte : null },
      (text) => setProgress(text),
    );
    setBusy(false);
    setProgress(null);
    if (!result.ok) {
      setFailure({ message: result.error.message, ...(result.error.detail ? { detail: result.error.detail } : {}) });
      alerts.show({ kind: 'error', message: result.error.message });
      return;
    }
    alerts.show({ kind: 'info', message: CLONE_DONE });
    setOpen(false);
    onCloned(result.value);
  };

  return (
    <Dialog
      title="Clonar plano"
      description="O clone leva os hospitais, as clínicas, as tabelas de preço e as regras do plano. Corretores só o veem quando todas as etapas terminam."
      open={open}
      onOpenChange={(next) => !busy && setOpen(next)}
      trigger={
        <Button variant="secondary" icon="copy">
          Clonar plano
        </Button>
      }
      footer={
        <Button onClick={() => void clone()} loading={busy} loadingText="Clonando…">
          Clonar
        </Button>
      }
    >
      <div className={s.grid}>
        <TextField label="Nome do clone" value={name} onChange={(e) => setName(e.target.value)} />
        <SelectField label="Estado do clone" options={STATE_OPTIONS} value={state} onChange={(e) => setState(e.target.value)} />
        <SelectField label="Área do clone" options={(areas.value ?? []).map((a) => ({ value: String(a.id), label: a.name }))} value={area} onChange={(e) => setArea(e.target.value)} />
        {plan.type === 'PJ' ? (
          <SelectField label="Porte do clone" options={PJ_PORTE_OPTIONS.map((o) => ({ value: o.code, label: o.label }))} value={porte} onChange={(e) => setPorte(e.target.value)} />
        ) : null}
      </div>
      {progress ? (
        <p role="status" className={s.progress}>
          {progress}
        </p>
      ) : null}
      {failure ? (
        <Notice tone="error" className={p.noticeSpacing}>
          <strong>{failure.message}</strong>
          {failure.detail ? <span className={p.cellSub}>{failure.detail}</span> : null}
        </Notice>
      ) : null}
    </Dialog>
  );
}
