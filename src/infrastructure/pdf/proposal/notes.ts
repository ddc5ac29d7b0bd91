/**
 * The texts that close the proposal: the broker's own notes ('Observações do corretor')
 * and the fixed notes ('Observações').
 */
import { BROKER_NOTES_TITLE, extrasNotes, ILLUSTRATIVE_TEXT, type ProposalDocument } from '../../../domain/proposal/proposal';
import type { Composer } from '../composer';
import { heading, notePara } from './headings';
import { COLOR, CONTENT_WIDTH, MARGIN, para } from './layout';

/** 'Observações do corretor': the broker's notes to the client, line breaks kept. */
export function brokerNotesSection(composer: Composer, text: string): void {
  const lines = text.split(/\r?\n/).map((line) => line.trimEnd());
  const paras = lines.map((line) => para(line === '' ? ' ' : line, 'regular', 9, COLOR.text));
  const height = paras.reduce((sum, item) => sum + composer.layout(item, CONTENT_WIDTH).height + 2, 0);
  heading(composer, BROKER_NOTES_TITLE, Math.min(height, 120));
  for (const item of paras) {
    composer.paragraph(item, MARGIN, CONTENT_WIDTH);
    composer.gap(2);
  }
}

/** 'Observações': the fixed notes (prices by age bracket per RN 563/2022, acceptance, contract terms), the illustrative prices' note when any, and the extras' notes, as bullets. */
export function notesSection(composer: Composer, doc: ProposalDocument): void {
  const notes = [
    'Valores mensais por beneficiário conforme a faixa etária (RN 563/2022 da ANS), calculados com a tabela de preços vigente indicada em cada plano.',
    'A contratação depende da aceitação da operadora, da documentação exigida e das regras de elegibilidade de cada produto.',
    'Carências, coparticipação, reembolso e rede credenciada conforme o contrato e o material oficial da operadora; a área de comercialização pode ser diferente da área de abrangência do plano.',
  ];
  if (doc.plans.some((plan) => plan.priceTable.illustrative)) {
    notes.push(`Planos marcados com “${ILLUSTRATIVE_TEXT}” usam preços de demonstração, não a tabela oficial da operadora.`);
  }
  notes.push(...extrasNotes(doc.plans));
  const notesHeight = notes.reduce((sum, text) => sum + composer.layout(notePara(`• ${text}`), CONTENT_WIDTH - 9).height + 2, 0);
  heading(composer, 'Observações', notesHeight);
  for (const text of notes) {
    composer.bullet(notePara(text), MARGIN, CONTENT_WIDTH);
    composer.gap(2);
  }
}
