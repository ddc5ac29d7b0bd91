/**
 * What every page of the proposal carries: the running header (logo, broker, title and
 * date, validity, a teal rule, the client and the number of lives) and the footer (the
 * disclaimer and 'Página n de N').
 */
import type { PDFImage, PDFPage } from 'pdf-lib';
import { formatPhoneBR, livesText, NOT_INFORMED, pageLabel, PROPOSAL_DISCLAIMER, PROPOSAL_TITLE, proposalValidityText, type ProposalDocument } from '../../../domain/proposal/proposal';
import { formatDateBR, totalLives } from '../../../domain/quotation';
import type { Composer, LaidPara } from '../composer';
import { fitInBox } from '../logo';
import { COLOR, CONTENT_WIDTH, FOOTER_RULE_Y, LOGO_BOX, MARGIN, PAGE_SIZE, para } from './layout';

/**
 * The header of `doc`, laid out once: a drawer that draws it on a page and answers the
 * height, in points from the page's bottom, where that page's content starts. `logo` is
 * the embedded logo, or null for none.
 */
export function headerDrawer(composer: Composer, doc: ProposalDocument, logo: PDFImage | null): (page: PDFPage) => number {
  const top = PAGE_SIZE[1] - MARGIN;
  const logoSize = logo ? fitInBox(logo.width, logo.height, LOGO_BOX.width, LOGO_BOX.height) : null;
  const textX = MARGIN + (logoSize ? logoSize.width + 14 : 0);
  const leftWidth = CONTENT_WIDTH * 0.54 - (textX - MARGIN);
  const rightWidth = CONTENT_WIDTH * 0.43;
  const rightX = MARGIN + CONTENT_WIDTH - rightWidth;

  const left = brokerLines(composer, doc, leftWidth);
  const right = titleLines(composer, doc, rightWidth);
  const leftHeight = left.reduce((sum, laid) => sum + laid.height, 0) + 2;
  const rightHeight = right.reduce((sum, laid) => sum + laid.height, 0) + 3;
  const blockHeight = Math.max(logoSize ? LOGO_BOX.height : 0, leftHeight, rightHeight);
  const ruleY = top - blockHeight - 6;
  const client = clientBlock(composer, doc, ruleY - 8);

  return (page) => {
    if (logo && logoSize) {
      page.drawImage(logo, { x: MARGIN, y: top - (blockHeight + logoSize.height) / 2, width: logoSize.width, height: logoSize.height });
    }
    let y = top - (blockHeight - leftHeight) / 2;
    for (const laid of left) y -= composer.drawLaid(page, laid, textX, y, leftWidth) + 2;
    y = top;
    for (const laid of right) y -= composer.drawLaid(page, laid, rightX, y, rightWidth, 'right') + 3;
    composer.line(MARGIN, MARGIN + CONTENT_WIDTH, ruleY, 1.5, COLOR.teal, page);
    client.draw(page);
    return client.contentTop;
  };
}

/** The broker's name and contact ('(11) 98765-4321  ·  e-mail'), beside the logo, laid out to `width` points. */
function brokerLines(composer: Composer, doc: ProposalDocument, width: number): LaidPara[] {
  const contact = [formatPhoneBR(doc.broker.phone), doc.broker.email.trim()].filter((part) => part !== '').join('  ·  ');
  return [composer.layout(para(doc.broker.name, 'bold', 13, COLOR.text, 2), width), composer.layout(para(contact, 'regular', 8.5, COLOR.muted, 2), width)];
}

/** The title, 'Data: DD/MM/AAAA' and, when the broker set one, the proposal's validity, right-aligned in `width` points. */
function titleLines(composer: Composer, doc: ProposalDocument, width: number): LaidPara[] {
  const validUntil = doc.extras?.validUntil ?? null;
  return [
    composer.layout(para(PROPOSAL_TITLE, 'bold', 13, COLOR.teal, 2), width),
    composer.layout(para(`Data: ${formatDateBR(doc.date)}`, 'regular', 8.5, COLOR.muted), width),
    ...(validUntil ? [composer.layout(para(proposalValidityText(validUntil), 'bold', 8.5, COLOR.amber), width)] : []),
  ];
}

/**
 * Under the rule, from `clientTop`: 'Proposta para: <client>' (at most 3 lines), the number of
 * lives on the right and the client's contact when given; `contentTop` is where the page's
 * content starts.
 */
function clientBlock(composer: Composer, doc: ProposalDocument, clientTop: number): { draw: (page: PDFPage) => void; contentTop: number } {
  const prefix = composer.layout(para('Proposta para:', 'regular', 9.5, COLOR.muted), 120);
  const prefixWidth = composer.width(composer.printable('Proposta para:', 'regular'), 'regular', 9.5) + 5;
  const livesLaid = composer.layout(para(`Beneficiários: ${livesText(totalLives(doc.lives))}`, 'regular', 9, COLOR.muted), 180);
  const clientWidth = CONTENT_WIDTH - prefixWidth - 200;
  const client = composer.layout(para(doc.clientName.trim() === '' ? NOT_INFORMED : doc.clientName, 'bold', 10.5, COLOR.text, 3), clientWidth);
  const clientContact = [formatPhoneBR(doc.extras?.clientPhone ?? ''), (doc.extras?.clientEmail ?? '').trim()].filter((part) => part !== '').join('  ·  ');
  const contactLaid = clientContact === '' ? null : composer.layout(para(`Contato do cliente: ${clientContact}`, 'regular', 8.5, COLOR.muted, 2), clientWidth);
  const contactTop = clientTop - Math.max(client.height, prefix.height) - 1;
  return {
    draw(page) {
      composer.drawLaid(page, prefix, MARGIN, clientTop - (10.5 - 9.5) * 0.95, prefixWidth); // same baseline as the name
      composer.drawLaid(page, client, MARGIN + prefixWidth, clientTop, clientWidth);
      composer.drawLaid(page, livesLaid, MARGIN + CONTENT_WIDTH - 180, clientTop - (10.5 - 9) * 0.95, 180, 'right');
      if (contactLaid) composer.drawLaid(page, contactLaid, MARGIN + prefixWidth, contactTop, clientWidth);
    },
    contentTop: contactTop - (contactLaid ? contactLaid.height + 1 : 0) - 10,
  };
}

/** Draws the footer on every page of `composer`: call it once, after the last page. */
export function drawFooters(composer: Composer): void {
  const count = composer.pages.length;
  const disclaimer = composer.layout(para(PROPOSAL_DISCLAIMER, 'regular', 7.5, COLOR.muted, 1), CONTENT_WIDTH - 90);
  composer.pages.forEach((page, index) => {
    composer.line(MARGIN, MARGIN + CONTENT_WIDTH, FOOTER_RULE_Y, 0.5, COLOR.border, page);
    composer.drawLaid(page, disclaimer, MARGIN, FOOTER_RULE_Y - 5, CONTENT_WIDTH - 90);
    composer.drawLaid(page, composer.layout(para(pageLabel(index + 1, count), 'regular', 7.5, COLOR.text), 90), MARGIN + CONTENT_WIDTH - 90, FOOTER_RULE_Y - 5, 90, 'right');
  });
}
