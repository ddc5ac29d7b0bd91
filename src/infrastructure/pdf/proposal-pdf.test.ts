/**
 * The PDF as a person (and a search) would read it: pages counted by pdf-lib, text
 * extracted with poppler's `pdftotext`, images listed with `pdfimages`.
 * Needs poppler-utils (`apt-get install -y poppler-utils`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROPOSAL_DISCLAIMER, proposalColumns, type ProposalDocument } from '../../domain/proposal/proposal';
import { sampleProposalLifeQuote } from '../../domain/proposal/__fixtures__/life-quote';
import { formatBRL } from '../../domain/quotation/money';
import { logoFixture } from './__fixtures__/logos.node.js';
import { NO_PROPOSAL_EXTRAS } from '../../domain/proposal/proposal-extras';
import { NO_SECTIONS, sampleProposal } from './__fixtures__/sample-proposal';
import { loadNodeFonts } from './fonts.node.js';
import { createPdfLibProposalRenderer } from './proposal-pdf';
import type { ProposalFonts } from './fonts';

const POPPLER_MISSING = 'poppler-utils is missing (pdftotext, pdfimages): install it with `apt-get install -y poppler-utils`';

function poppler(tool: 'pdftotext' | 'pdfimages' | 'pdffonts', args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(POPPLER_MISSING);
    throw error;
  }
}

let dir = '';
let fileCount = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'proposal-pdf-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function saved(bytes: Uint8Array): string {
  fileCount += 1;
  const file = join(dir, `p${fileCount}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** Text in content-stream order with white space collapsed (a wrapped name reads whole again). */
function text(file: string, pages?: { first: number; last: number }): string {
  const range = pages ? ['-f', String(pages.first), '-l', String(pages.last)] : [];
  return poppler('pdftotext', ['-raw', '-enc', 'UTF-8', ...range, file, '-']).replace(/\s+/g, ' ');
}

/** Images per page (1-based page → count), from `pdfimages -list` (soft masks not counted). */
function imagesPerPage(file: string): Map<number, number> {
  const pages = new Map<number, number>();
  for (const line of poppler('pdfimages', ['-list', file]).split('\n').slice(2)) {
    const [page, , type] = line.trim().split(/\s+/);
    if (type === 'image') pages.set(Number(page), (pages.get(Number(page)) ?? 0) + 1);
  }
  return pages;
}

interface WordBox {
  readonly page: number;
  readonly word: string;
  readonly xMin: number;
  readonly yMin: number;
  readonly xMax: number;
  readonly yMax: number;
}

/** Every word with its box (points, origin top-left), from `pdftotext -bbox`. */
function wordBoxes(file: string): { pages: { width: number; height: number }[]; words: WordBox[] } {
  const html = poppler('pdftotext', ['-bbox', '-enc', 'UTF-8', file, '-']);
  const pages: { width: number; height: number }[] = [];
  const words: WordBox[] = [];
  const pattern = /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
  for (const match of html.matchAll(pattern)) {
    if (match[1] !== undefined) pages.push({ width: Number(match[1]), height: Number(match[2]) });
    else words.push({ page: pages.length, word: match[7] ?? '', xMin: Number(match[3]), yMin: Number(match[4]), xMax: Number(match[5]), yMax: Number(match[6]) });
  }
  return { pages, words };
}

/** Words drawn outside the 36 pt margins, and pairs of words whose boxes overlap. */
function layoutProblems(file: string): string[] {
  const { pages, words } = wordBoxes(file);
  const problems: string[] = [];
  const tolerance = 1;
  for (const word of words) {
    const page = pages[word.page - 1];
    if (!page) continue;
    if (word.xMin < 36 - tolerance || word.yMin < 36 - tolerance || word.xMax > page.width - 36 + tolerance || word.yMax > page.height - 36 + tolerance) {
      problems.push(`page ${word.page}: "${word.word}" outside the margins`);
    }
  }
  for (let i = 0; i < words.length; i += 1) {
    const a = words[i];
    for (let j = i + 1; j < words.length && a; j += 1) {
      const b = words[j];
      if (!b || b.page !== a.page) continue;
      const overlapX = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const overlapY = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (overlapX > tolerance && overlapY > tolerance) problems.push(`page ${a.page}: "${a.word}" overlaps "${b.word}"`);
    }
  }
  return problems;
}

const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

const renderer = createPdfLibProposalRenderer(loadNodeFonts);

interface Rendered {
  readonly doc: ProposalDocument;
  readonly bytes: Uint8Array;
  readonly file: string;
  readonly pages: number;
  readonly text: string;
}

async function render(doc: ProposalDocument): Promise<Rendered> {
  const bytes = await renderer.render(doc);
  const file = saved(bytes);
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return { doc, bytes, file, pages, text: text(file) };
}

describe.each([
  { plans: 1, logo: null },
  { plans: 1, logo: 'png' },
  { plans: 6, logo: null },
  { plans: 6, logo: 'jpeg' },
  { plans: 12, logo: null },
  { plans: 12, logo: 'png' },
] as const)('$plans plan(s), logo $logo, every section', ({ plans, logo }) => {
  let pdf: Rendered;
  beforeAll(async () => {
    pdf = await render(sampleProposal({ plans, logo: logo ? logoFixture(logo) : null }));
  });

  it('numbers every page "Página n de N" with N = the page count, and prints the disclaimer on each', () => {
    expect(pdf.pages).toBeGreaterThanOrEqual(Math.ceil(plans / 6));
    for (let page = 1; page <= pdf.pages; page += 1) expect(pdf.text).toContain(`Página ${page} de ${pdf.pages}`);
    expect(pdf.text).not.toContain(`Página ${pdf.pages + 1} de`);
    expect(count(pdf.text, PROPOSAL_DISCLAIMER)).toBe(pdf.pages);
  });

  it("prints the client's name with its accents, the broker, the date and the title", () => {
    expect(pdf.text).toContain('Proposta para: Maria José da Conceição');
    expect(pdf.text).toContain('Horizonte Corretora de Seguros Ltda');
    expect(pdf.text).toContain('(11) 98765-4321');
    expect(pdf.text).toContain('contato@horizonte-seguros.com.br');
    expect(pdf.text).toContain('Data: 15/06/2026');
    expect(pdf.text).toContain('Proposta comparativa de planos de saúde');
  });

  it('prints every plan and operator, and each total exactly as formatBRL writes it', () => {
    for (const column of proposalColumns(pdf.doc)) {
      expect(pdf.text).toContain(column.plan.planName);
      expect(pdf.text).toContain(column.plan.operatorName);
      expect(pdf.text).toContain(column.totalText);
      expect(pdf.text).toContain(column.effectiveDateText);
      for (const line of column.lines) expect(pdf.text).toContain(line.subtotalText);
    }
    expect(pdf.text).toContain('valores ilustrativos');
  });

  it('prints the sections that were chosen', () => {
    for (const title of ['Rede credenciada', 'Coparticipação', 'Carências', 'Reembolso', 'Observações']) expect(pdf.text).toContain(title);
    expect(pdf.text).toContain('Hospitais por cidade');
    expect(pdf.text).toContain('Prazos máximos legais');
    expect(pdf.text).toContain('Valores de reembolso por evento');
    expect(pdf.text).toContain('H = Internação eletiva · PS = Pronto-socorro · M = Maternidade · Lab = Laboratório');
    expect(pdf.text).toContain('São Paulo/SP');
    expect(pdf.text).toContain('Urgência e emergência');
  });

  it('keeps every word inside the margins, none overlapping another', () => {
    expect(layoutProblems(pdf.file)).toEqual([]);
  });

  it(logo ? 'draws the logo once on every page (one shared image)' : 'draws no image without a logo', () => {
    const images = imagesPerPage(pdf.file);
    for (let page = 1; page <= pdf.pages; page += 1) expect(images.get(page) ?? 0).toBe(logo ? 1 : 0);
  });
});

describe('pages of plans', () => {
  it.each([
    [1, 1],
    [6, 1],
    [7, 2],
    [12, 2],
  ])('%i plans without the optional sections → %i page(s), six plans a page', async (plans, comparisonPages) => {
    const pdf = await render(sampleProposal({ plans, options: NO_SECTIONS }));
    expect(pdf.pages).toBe(comparisonPages);
    const columns = proposalColumns(pdf.doc);
    columns.forEach((column, index) => {
      const page = Math.floor(index / 6) + 1;
      const pageText = text(pdf.file, { first: page, last: page });
      expect(pageText).toContain(column.plan.planName);
      expect(pageText).toContain(column.totalText);
    });
    if (comparisonPages === 2) expect(text(pdf.file, { first: 1, last: 1 })).not.toContain(columns[6]?.plan.planName);
    expect(pdf.text).not.toContain('Rede credenciada');
    expect(pdf.text).not.toContain('Hospitais por cidade');
    expect(pdf.text).not.toContain('Prazos máximos legais');
    expect(pdf.text).not.toContain('Valores de reembolso por evento');
    expect(pdf.text).toContain('Observações');
  });

  it("prints the table's month, the 12-month warning and the operator's IDSS and IGR with the ANS note", async () => {
    const base = sampleProposal({ plans: 1, logo: null });
    const [first] = base.plans;
    if (!first) throw new Error('no plan in the sample');
    const ansProfile = {
      registration: '368253',
      cnpj: '63554067000198',
      legalName: 'HAPVIDA ASSISTENCIA MEDICA S.A.',
      tradeName: 'HAPVIDA',
      modality: 'Medicina de Grupo',
      idss: { year: 2025, score: 0.7693 },
      igr: { value: 2.78, period: '2020-02' },
    };
    const pdf = await render({ ...base, plans: [{ ...first, ansProfile, priceTable: { ...first.priceTable, effectiveDate: '2021-05-01' } }] });
    expect(pdf.text).toContain('Tabela de 05/2021');
    expect(pdf.text).toContain('Tabela com mais de 12 meses — confirme os valores com a operadora');
    expect(pdf.text).toContain('IDSS 2025: 0,7693');
    expect(pdf.text).toContain('IGR fev/2020: 2,78 por 10 mil beneficiários');
    expect(pdf.text).toContain('Fonte: ANS');
  });

  it('renders a proposal without plans as one page that says so', async () => {
    const pdf = await render(sampleProposal({ plans: 0 }));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Nenhum plano selecionado para esta proposta.');
  });
});

describe('text the font cannot or should not interpret', () => {
  it('prints an HTML-like client name literally', async () => {
    const pdf = await render(sampleProposal({ plans: 2, clientName: '<script>alert(1)</script>', options: NO_SECTIONS }));
    expect(pdf.text).toContain('Proposta para: <script>alert(1)</script>');
  });

  it('replaces characters DejaVu Sans lacks (CJK, some emoji) by □ and keeps the rest', async () => {
    const pdf = await render(sampleProposal({ plans: 1, clientName: 'Zoë 李小龙 👍🏽 Ação 😀', options: NO_SECTIONS }));
    expect(pdf.text).toContain('Proposta para: Zoë □□□ □ Ação 😀');
  });

  it('wraps long names without losing a character, breaking words longer than a column', async () => {
    const long = 'Plano Empresarial Nacional Executivo Plus com Reembolso Diferenciado e Cobertura Internacional';
    const word = 'Superextraordinariamenteabrangentecomreembolsoilimitadoeredeinternacional';
    const pdf = await render(sampleProposal({ plans: 6, options: NO_SECTIONS, planOverrides: (i) => (i === 0 ? { planName: long } : i === 1 ? { planName: word } : {}) }));
    expect(pdf.text).toContain(long);
    expect(pdf.text.replace(/ /g, '')).toContain(word);
    expect(layoutProblems(pdf.file)).toEqual([]);
  });

  it('shortens an absurdly long client name in the header and still renders', async () => {
    const pdf = await render(sampleProposal({ plans: 1, clientName: 'Nome '.repeat(400), options: NO_SECTIONS }));
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Nome Nome');
    expect(pdf.text).toContain('…');
    expect(layoutProblems(pdf.file)).toEqual([]);
  });

  it('leaves out a logo that cannot be decoded instead of failing', async () => {
    const broken = { kind: 'png' as const, bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) };
    const pdf = await render(sampleProposal({ plans: 1, logo: broken, options: NO_SECTIONS }));
    expect(imagesPerPage(pdf.file).size).toBe(0);
    expect(pdf.text).toContain('Maria José da Conceição');
  });

  it('leaves out the logo when the broker chose not to show it', async () => {
    const pdf = await render(sampleProposal({ plans: 1, logo: logoFixture('png'), options: { ...NO_SECTIONS, showLogo: false } }));
    expect(imagesPerPage(pdf.file).size).toBe(0);
  });
});

describe('renderer', () => {
  it('renders several proposals at once (the parsed fonts are shared)', async () => {
    const docs = [1, 6, 12].map((plans) => sampleProposal({ plans, logo: logoFixture('png'), clientName: `Cliente ${plans} Conceição` }));
    const pdfs = await Promise.all(docs.map((doc) => renderer.render(doc)));
    expect(pdfs).toHaveLength(docs.length);
    docs.forEach((doc, index) => {
      const extracted = text(saved(pdfs[index] ?? new Uint8Array()));
      expect(extracted).toContain(`Proposta para: ${doc.clientName}`);
      for (const column of proposalColumns(doc)) expect(extracted).toContain(column.totalText);
    });
  });

  it('draws the same logo in every PDF made with it (decoded once, its transparency kept)', async () => {
    const logo = logoFixture('png'); // one byte array, as the SPA's logo loader hands it out
    const [one, two, three] = [1, 2, 3].map((plans) => sampleProposal({ plans, logo, clientName: `Cliente ${plans}`, options: NO_SECTIONS }));
    const first = await renderer.render(one ?? sampleProposal({ plans: 1 }));
    const later = await Promise.all([two, three].map((doc) => renderer.render(doc ?? sampleProposal({ plans: 1 }))));
    for (const bytes of [first, ...later]) {
      const listed = poppler('pdfimages', ['-list', saved(bytes)])
        .split('\n')
        .slice(2)
        .map((line) => line.trim().split(/\s+/).slice(2, 6).join(' '))
        .filter((entry) => entry !== '');
      expect(listed).toEqual(['image 360 120 rgb', 'smask 360 120 gray']);
    }
  });

  it('rejects a malformed document (a bug upstream) instead of printing wrong figures', async () => {
    const doc = sampleProposal({ plans: 1 });
    await expect(renderer.render({ ...doc, date: '15/06/2026' })).rejects.toThrow(RangeError);
    await expect(renderer.render({ ...doc, lives: [1, 2, 3] as unknown as ProposalDocument['lives'] })).rejects.toThrow(RangeError);
  });
});

describe('the layout check itself', () => {
  it('reports overlapping words and words outside the margins', async () => {
    const pdf = await PDFDocument.create();
    const page = pdf.addPage([400, 300]);
    page.drawText('Sobreposto', { x: 100, y: 150, size: 12 });
    page.drawText('Texto', { x: 110, y: 152, size: 12 });
    page.drawText('Cortado', { x: 380, y: 100, size: 12 });
    const problems = layoutProblems(saved(await pdf.save()));
    expect(problems.some((problem) => /overlaps/.test(problem) && problem.includes('Sobreposto') && problem.includes('Texto'))).toBe(true);
    expect(problems.some((problem) => /"Cort\w*" outside the margins/.test(problem))).toBe(true);
    expect(problems).toHaveLength(2);
  });
});

describe('metadata', () => {
  it('sets title, author, subject, creator, producer and language pt-BR', async () => {
    const pdf = await render(sampleProposal({ plans: 2, options: NO_SECTIONS }));
    const loaded = await PDFDocument.load(pdf.bytes, { updateMetadata: false });
    expect(loaded.getTitle()).toBe('Proposta comparativa de planos de saúde – Maria José da Conceição');
    expect(loaded.getAuthor()).toBe('Horizonte Corretora de Seguros Ltda');
    expect(loaded.getSubject()).toBe('Proposta para: Maria José da Conceição');
    expect(loaded.getKeywords()).toContain('Amil Assistência Médica Internacional S.A.');
    expect(loaded.getCreator()).toBe('Cotador');
    expect(loaded.getProducer()).toBe('Cotador (pdf-lib)');
    const lang = loaded.catalog.lookup(PDFName.of('Lang'));
    expect(lang instanceof PDFString ? lang.decodeText() : String(lang)).toBe('pt-BR');
  });

  it('stays small: fonts are subset (under 150 KB for 6 plans with a logo)', async () => {
    const pdf = await render(sampleProposal({ plans: 6, logo: logoFixture('png') }));
    expect(pdf.bytes.length).toBeLessThan(150 * 1024);
  });
});

describe('life insurance in the proposal', () => {
  it('prints "Seguro de vida" with the insurer, each coverage and its capital, the monthly price and the validity date', async () => {
    const lifeQuote = sampleProposalLifeQuote({ withDailyCoverage: true });
    const pdf = await render({ ...sampleProposal({ plans: 2, options: NO_SECTIONS }), lifeQuote });
    expect(pdf.text).toContain('Seguro de vida');
    expect(pdf.text).toContain('Porto Seguro · Porto Seguro Vida Individual · Cotação nº PSV-2026-000123');
    expect(pdf.text).toContain('Morte (natural ou acidental) R$ 100.000,00');
    expect(pdf.text).toContain('Diária por internação hospitalar (DIH) R$ 150,00 por dia');
    expect(pdf.text).toContain('Assistência funeral (familiar) R$ 5.000,00');
    expect(pdf.text).toContain(`Mensalidade do seguro de vida ${formatBRL(lifeQuote.monthlyPriceCents)} por mês`);
    expect(pdf.text).toContain('Cotação válida até 15/07/2026');
    // the health plans are still there, before the life quote
    const first = proposalColumns(pdf.doc)[0]!;
    expect(pdf.text.indexOf(first.totalText)).toBeLessThan(pdf.text.indexOf('Seguro de vida'));
    expect(layoutProblems(pdf.file)).toEqual([]);
  });

  it('prints the worked example of docs/life-insurance.md at R$ 38,11 a month', async () => {
    const pdf = await render({ ...sampleProposal({ plans: 1, options: NO_SECTIONS }), lifeQuote: sampleProposalLifeQuote() });
    expect(pdf.text).toContain('Mensalidade do seguro de vida R$ 38,11 por mês');
  });

  it('prints no life section without a life quote', async () => {
    const pdf = await render(sampleProposal({ plans: 2, options: NO_SECTIONS }));
    expect(pdf.text).not.toContain('Seguro de vida');
    expect(pdf.text).not.toContain('Capital segurado');
  });
});

describe('what real proposals carry', () => {
  const promo = [10000, 11000, 12000, 13000, 14000, 15000, 16000, 17000, 18000, 19000] as const;
  const extrasDoc = (): ProposalDocument => {
    const base = sampleProposal({ plans: 3, options: NO_SECTIONS, lives: [1, 0, 0, 0, 2, 0, 0, 0, 0, 0] });
    const [first, second, third] = base.plans;
    return {
      ...base,
      plans: [
        { ...first!, priceTable: { ...first!.priceTable, promotionalPricesCents: promo, promotionalMonths: 3 } },
        { ...second!, administradora: 'Qualicorp', administradoraFees: { adhesionCentsPerLife: 5000, monthlyCentsPerLife: 1200 }, dental: { id: 7, name: 'Odonto Essencial', monthlyCentsPerLife: 2990, illustrative: true } },
        third!,
      ],
      extras: {
        notes: 'Maria, o plano recomendado cobre a maternidade que você quer.\nQualquer dúvida, me chame.',
        validUntil: '2026-06-25',
        recommendedPlanId: second!.id,
        clientPhone: '81998765432',
        clientEmail: 'maria@example.com',
      },
    };
  };

  it('prints the promotion with its months and the regular price after, the fees apart, the dental add-on, the recommended plan and the broker content', async () => {
    const doc = extrasDoc();
    const pdf = await render(doc);
    const [first, second] = proposalColumns(doc);
    expect(pdf.text).toContain(`Preço promocional ${formatBRL(10000 + 2 * 14000)} nos 3 primeiros meses depois ${first!.totalText}`);
    expect(pdf.text).toContain('Taxa administrativa mensal (incluída no total)');
    expect(pdf.text).toContain('3 vidas × R$ 12,00 = R$ 36,00');
    expect(pdf.text).toContain('Odontológico (opcional)');
    expect(pdf.text).toContain('Odonto Essencial 3 vidas × R$ 29,90 = R$ 89,70');
    // The adhesion plan's 'Total mensal' already carries the administradora's monthly fee (the card's figure); only the dental add-on comes on top.
    expect(second!.totalCents).toBe(second!.charges.monthlyCents);
    expect(second!.totalCents - second!.lines.reduce((sum, line) => sum + line.subtotalCents, 0)).toBe(3600);
    expect(pdf.text).toContain(`Total mensal com adicionais ${first!.totalText} ${formatBRL(second!.totalCents + 8970)}`);
    expect(pdf.text).toContain('Taxa de adesão (pagamento único)');
    expect(pdf.text).toContain('3 vidas × R$ 50,00 = R$ 150,00');
    expect(pdf.text).toContain('PLANO RECOMENDADO');
    expect(pdf.text).toContain('Proposta válida até 25/06/2026');
    expect(pdf.text).toContain('Contato do cliente: (81) 99876-5432 · maria@example.com');
    expect(pdf.text).toContain('Observações do corretor Maria, o plano recomendado cobre a maternidade que você quer. Qualquer dúvida, me chame.');
    expect(pdf.text).toContain('Preço promocional: vale nos 3 primeiros meses de contrato');
    expect(layoutProblems(pdf.file)).toEqual([]);
  });

  it("marks only the recommended plan, once, in the comparison's header: never a plan whose id is its column's number, in the network or rules tables", async () => {
    // Real catalog ids start at 1: plans 1 and 2 sit in the network and rules tables' columns 1 and 2.
    const base = sampleProposal({ plans: 3 });
    const plans = base.plans.map((plan, index) => ({ ...plan, id: index }));
    const none = await render({ ...base, plans });
    expect(none.text).toContain('Carências');
    expect(count(none.text, 'PLANO RECOMENDADO')).toBe(0);
    const recommended = await render({ ...base, plans, extras: { ...NO_PROPOSAL_EXTRAS, recommendedPlanId: 2 } });
    expect(count(recommended.text, 'PLANO RECOMENDADO')).toBe(1);
  });

  it('prints none of it when the plans have no extras and the broker added nothing', async () => {
    const pdf = await render(sampleProposal({ plans: 2, options: NO_SECTIONS }));
    for (const absent of ['Preço promocional', 'Taxa de adesão', 'Odontológico', 'PLANO RECOMENDADO', 'Proposta válida até', 'Observações do corretor', 'Contato do cliente']) {
      expect(pdf.text).not.toContain(absent);
    }
  });
});

describe('fonts: the standard WinAnsi pair for Portuguese, embedded DejaVu only when needed', () => {
  /** Font names and whether each is embedded, from `pdffonts`. */
  function fontsOf(file: string): Array<{ name: string; embedded: boolean }> {
    return poppler('pdffonts', [file])
      .split('\n')
      .slice(2)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const name = line.trim().split(/\s+/)[0] ?? '';
        // columns: name type encoding emb sub uni object ID
        const columns = line.trim().split(/\s+/);
        return { name, embedded: columns[columns.length - 5] === 'yes' };
      });
  }

  function countingLoader(): { load: () => Promise<ProposalFonts>; calls: () => number } {
    let calls = 0;
    return {
      load: () => {
        calls += 1;
        return loadNodeFonts();
      },
      calls: () => calls,
    };
  }

  it('writes a Portuguese proposal with Helvetica (no font file loaded, none embedded), and pdftotext gives the accents back', async () => {
    const fonts = countingLoader();
    const doc = sampleProposal({ plans: 6, clientName: 'Maria José da Conceição – Ação Ltda. “Saúde” nº 1', logo: logoFixture('png') });
    const bytes = await createPdfLibProposalRenderer(fonts.load).render(doc);
    const file = saved(bytes);
    expect(fonts.calls()).toBe(0);
    const used = fontsOf(file);
    expect(used.map((font) => font.name).sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
    expect(used.every((font) => !font.embedded)).toBe(true);
    const extracted = text(file);
    expect(extracted).toContain('Proposta para: Maria José da Conceição – Ação Ltda. “Saúde” nº 1');
    expect(extracted).toContain('Carências');
    expect(extracted).toContain('Observações');
    expect(extracted).toContain(proposalColumns(doc)[0]!.totalText);
    expect(layoutProblems(file)).toEqual([]);
  });

  it('embeds DejaVu subsets (loading the font files then) when a text is outside WinAnsi', async () => {
    const fonts = countingLoader();
    const bytes = await createPdfLibProposalRenderer(fonts.load).render(sampleProposal({ plans: 2, clientName: 'Zoë 李 Ação', options: NO_SECTIONS }));
    const file = saved(bytes);
    expect(fonts.calls()).toBe(1);
    const used = fontsOf(file);
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((font) => /^DejaVuSans/.test(font.name) && font.embedded)).toBe(true);
    expect(text(file)).toContain('Proposta para: Zoë □ Ação');
  });
});
