/**
 * Text in the flow of the page between the tables: section headings (never left alone
 * at the foot of a page), a plan's subheading, and the small grey notes.
 */
import type { ProposalPlan } from '../../../domain/proposal/proposal';
import type { Composer, Para } from '../composer';
import { COLOR, CONTENT_WIDTH, MARGIN, para } from './layout';

/** A section title with a teal rule under it; `keep` = height of what must follow it on the same page, in points. */
export function heading(composer: Composer, text: string, keep = 70): void {
  const laid = composer.layout(para(text, 'bold', 12, COLOR.teal), CONTENT_WIDTH);
  if (!composer.ensure(14 + laid.height + 10 + keep)) composer.gap(14);
  const page = composer.page;
  composer.y -= composer.drawLaid(page, laid, MARGIN, composer.y, CONTENT_WIDTH);
  composer.line(MARGIN, MARGIN + CONTENT_WIDTH, composer.y - 2, 0.8, COLOR.teal, page);
  composer.gap(8);
}

/** 'Operator · Plan' in bold with an optional grey `note` under it; `keep` as in {@link heading}. */
export function subheading(composer: Composer, plan: ProposalPlan, note: string | null, keep = 40): void {
  const title = composer.layout(para(`${plan.operatorName} · ${plan.planName}`, 'bold', 9.5, COLOR.text, 3), CONTENT_WIDTH);
  const noteLaid = note ? composer.layout(para(note, 'regular', 8, COLOR.muted, 3), CONTENT_WIDTH) : null;
  const height = title.height + (noteLaid?.height ?? 0) + 4;
  if (!composer.ensure(6 + height + keep)) composer.gap(6);
  const page = composer.page;
  composer.y -= composer.drawLaid(page, title, MARGIN, composer.y, CONTENT_WIDTH);
  if (noteLaid) composer.y -= composer.drawLaid(page, noteLaid, MARGIN, composer.y, CONTENT_WIDTH);
  composer.gap(4);
}

/** A note's paragraph: 8 pt, grey. */
export const notePara = (text: string): Para => para(text, 'regular', 8, COLOR.muted);

/** A note across the page, then `gapAfter` points. */
export function note(composer: Composer, text: string, gapAfter = 6): void {
  composer.paragraph(notePara(text), MARGIN, CONTENT_WIDTH);
  composer.gap(gapAfter);
}

/** Height of a note plus its gap, in points. */
export function noteHeight(composer: Composer, text: string, gapAfter = 6): number {
  return composer.layout(notePara(text), CONTENT_WIDTH).height + gapAfter;
}
